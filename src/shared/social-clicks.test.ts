import { describe, expect, it } from 'vitest';
import { parseSocialClickTarget, socialClickTarget, socialProfileLabels } from './social-clicks';

describe('social clicks per profile (decision 702)', () => {
  it('keeps the network and the profile in one target, and reads the older network-only ones', () => {
    const target = socialClickTarget('instagram', 'https://www.instagram.com/ana');
    expect(target).toBe('instagram:https://www.instagram.com/ana');
    expect(parseSocialClickTarget(target)).toEqual({ network: 'instagram', profile: 'https://www.instagram.com/ana' });
    expect(parseSocialClickTarget('instagram')).toEqual({ network: 'instagram', profile: null });
  });

  it('names a network alone when it has one row, and tells its profiles apart otherwise', () => {
    expect(
      socialProfileLabels([
        { network: 'instagram', profile: 'https://www.instagram.com/ana.lopez' },
        { network: 'github', profile: 'https://github.com/ana' },
        { network: 'instagram', profile: 'https://www.instagram.com/ana.fotos/' },
        { network: 'instagram', profile: null },
        { network: 'whatsapp', profile: 'https://wa.me/34600112233' },
        { network: 'whatsapp', profile: 'https://wa.me/34600445566' },
        { network: 'tiktok', profile: 'https://www.tiktok.com/@ana' },
        { network: 'tiktok', profile: 'https://www.tiktok.com/@ana.dos' },
      ]),
    ).toEqual([
      'Instagram (@ana.lopez)',
      'GitHub',
      'Instagram (@ana.fotos)',
      'Instagram (perfil no registrado)',
      'WhatsApp (+34600112233)',
      'WhatsApp (+34600445566)',
      'TikTok (@ana)',
      'TikTok (@ana.dos)',
    ]);
  });

  it('falls back to the short address when two handles read the same or there is none', () => {
    expect(
      socialProfileLabels([
        { network: 'linkedin', profile: 'https://www.linkedin.com/in/ana' },
        { network: 'linkedin', profile: 'https://www.linkedin.com/company/ana' },
        { network: 'website', profile: 'https://ana.example/' },
        { network: 'website', profile: 'https://blog.ana.example/sobre-mi' },
      ]),
    ).toEqual(['LinkedIn (linkedin.com/in/ana)', 'LinkedIn (linkedin.com/company/ana)', 'Sitio web (ana.example)', 'Sitio web (blog.ana.example/sobre-mi)']);
  });
});
