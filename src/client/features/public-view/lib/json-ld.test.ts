import { describe, expect, it } from 'vitest';
import type { ItemView } from '@shared/schemas/item';
import type { PublicViewData } from '@shared/public-view';
import { testPageView } from '@/test/page-view';
import { renderDocument } from './document';
import { profilePageJsonLd } from './json-ld';

const HOSTILE = '</script><script>window.__xss=1</script><!-- \u2028 & "';

function link(id: number, url: string, relMe: boolean): ItemView {
  return { id, type: 'link', order: id, content: { url, title: 'Enlace', favicon: null, relMe }, linkUrl: null, isVisible: true };
}

function data(overrides: Parameters<typeof testPageView>[0] = {}, items: ItemView[] = []): PublicViewData {
  return { route: 'slug', page: testPageView(overrides), items, parentSlug: null };
}

/** The JSON-LD of a rendered document, read as a browser reads the page: the one script's text. */
function jsonLdOf(html: string): unknown[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);

/**
 * The shape Google's profile-page markup asks for (schema.org ProfilePage): a ProfilePage whose
 * mainEntity is a Person or an Organization with a name; description text, image and sameAs URLs.
 */
function profilePageProblems(value: unknown): string[] {
  const problems: string[] = [];
  const page = value as Record<string, unknown>;
  if (page['@context'] !== 'https://schema.org') problems.push('@context');
  if (page['@type'] !== 'ProfilePage') problems.push('@type');
  if (!isUrl(page.url)) problems.push('url');
  const entity = page.mainEntity as Record<string, unknown> | undefined;
  if (!entity || !['Person', 'Organization', 'LocalBusiness'].includes(entity['@type'] as string)) return [...problems, 'mainEntity @type'];
  if (typeof entity.name !== 'string' || !entity.name) problems.push('name');
  if ('description' in entity && typeof entity.description !== 'string') problems.push('description');
  if ('image' in entity && !isUrl(entity.image)) problems.push('image');
  if ('sameAs' in entity && !(Array.isArray(entity.sameAs) && entity.sameAs.every(isUrl))) problems.push('sameAs');
  const hours = entity.openingHoursSpecification;
  if (hours !== undefined) {
    const times = /^\d{2}:\d{2}$/;
    const valid = (entry: Record<string, unknown>) =>
      entry['@type'] === 'OpeningHoursSpecification' && times.test(String(entry.opens)) && times.test(String(entry.closes)) && (entry.dayOfWeek === undefined || (Array.isArray(entry.dayOfWeek) && entry.dayOfWeek.every(isUrl)));
    if (entity['@type'] !== 'LocalBusiness' || !Array.isArray(hours) || !hours.every(valid)) problems.push('openingHoursSpecification');
  }
  const known = new Set(['@type', 'name', 'description', 'image', 'sameAs', 'openingHoursSpecification']);
  for (const key of Object.keys(entity)) if (!known.has(key)) problems.push(`unknown ${key}`);
  return problems;
}

const assets = { styles: [], scripts: ['/assets/public.js'], modulePreloads: [], fonts: {} };

describe('the ProfilePage JSON-LD (issue 38)', () => {
  it("names the Person, its description, photo and other profiles: the social icons and the links marked rel=\"me\"", () => {
    const view = data(
      {
        title: 'Ana López',
        bio: 'Diseñadora en Madrid',
        profileImage: 'https://links.example/storage/v1/object/public/profile-picture/ana.png',
        socialLinks: [
          { network: 'instagram', url: 'https://www.instagram.com/ana.lopez' },
          { network: 'email', url: 'mailto:ana@example.com' },
        ],
      },
      [link(1, 'https://mastodon.example/@ana', true), link(2, 'https://blog.example/', false), link(3, 'https://www.instagram.com/ana.lopez', true)],
    );
    const [ld] = jsonLdOf(renderDocument({ data: view, origin: 'https://links.example', assets }, '<main></main>'));
    expect(profilePageProblems(ld)).toEqual([]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://links.example/view/mi-pagina',
      inLanguage: 'es',
      mainEntity: {
        '@type': 'Person',
        name: 'Ana López',
        description: 'Diseñadora en Madrid',
        image: 'https://links.example/storage/v1/object/public/profile-picture/ana.png',
        sameAs: ['https://www.instagram.com/ana.lopez', 'https://mastodon.example/@ana'],
      },
    });
  });

  it('is an Organization when the page says so, and leaves out what the page lacks', () => {
    const [ld] = jsonLdOf(renderDocument({ data: data({ profileKind: 'organization', language: 'ca' }), origin: 'https://links.example', assets }, ''));
    expect(profilePageProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({ inLanguage: 'ca', mainEntity: { '@type': 'Organization', name: 'Mi página' } });
    expect((ld as { mainEntity: object }).mainEntity).not.toHaveProperty('image');
    expect((ld as { mainEntity: object }).mainEntity).not.toHaveProperty('sameAs');
  });

  it("with an 'Horario' block the entity is a LocalBusiness with its openingHoursSpecification", () => {
    const week = { mon: '09:00-14:00, 17:00-20:00', tue: '09:00-14:00, 17:00-20:00', wed: '', thu: '', fri: '09:00-14:00', sat: '', sun: '' };
    const hours: ItemView = { id: 7, type: 'hours', order: 1, content: { title: 'Horario', ...week, exceptions: '2026-12-25 cerrado' }, linkUrl: null, isVisible: true };
    const ld = JSON.parse(profilePageJsonLd(data({ title: 'Panadería Sol' }, [hours]), { url: 'https://links.example/view/sol', description: 'Pan', image: null }).replace(/^<script[^>]*>|<\/script>$/g, '')) as {
      mainEntity: { '@type': string; openingHoursSpecification: { dayOfWeek?: string[]; opens: string; closes: string; validFrom?: string }[] };
    };
    expect(profilePageProblems(ld)).toEqual([]);
    expect(ld.mainEntity['@type']).toBe('LocalBusiness');
    expect(ld.mainEntity.openingHoursSpecification).toContainEqual(expect.objectContaining({ dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Friday'], opens: '09:00', closes: '14:00' }));
    expect(ld.mainEntity.openingHoursSpecification).toContainEqual(expect.objectContaining({ validFrom: '2026-12-25', opens: '00:00', closes: '00:00' }));
  });

  it('cannot be closed by any field: </script> in every one stays text of the one script', () => {
    const view = data(
      {
        title: HOSTILE,
        bio: HOSTILE,
        slug: 'xss',
        profileImage: `https://links.example/${HOSTILE}`,
        socialLinks: [{ network: 'website', url: `https://evil.example/${HOSTILE}` }],
      },
      [link(1, `https://mastodon.example/${HOSTILE}`, true)],
    );
    const tag = profilePageJsonLd(view, { url: `https://links.example/${HOSTILE}`, description: HOSTILE, image: `https://links.example/${HOSTILE}` });
    const inside = tag.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inside).not.toMatch(/[<>]/);
    expect(inside).not.toContain('\u2028');
    expect(JSON.parse(inside)).toMatchObject({ url: `https://links.example/${HOSTILE}`, mainEntity: { description: HOSTILE, image: `https://links.example/${HOSTILE}` } });
    const html = renderDocument({ data: view, origin: 'https://links.example', assets }, '');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script')).toHaveLength(2);
    const [ld] = jsonLdOf(html) as [{ mainEntity: { name: string; description: string; sameAs: string[] } }];
    expect(ld.mainEntity.name).toBe(HOSTILE);
    // The description is the sharing one: its white space made single spaces.
    expect(ld.mainEntity.description).toBe(HOSTILE.replace(/\s+/g, ' '));
    expect(ld.mainEntity.sameAs).toEqual([`https://evil.example/${HOSTILE}`, `https://mastodon.example/${HOSTILE}`]);
  });
});
