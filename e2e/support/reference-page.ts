import type { OwnerApi } from './api';

/**
 * The reference page of bench/public-view.ts and of the public page's budgets (issue 35): a realistic
 * page of 20 blocks (no YouTube block: its thumbnails live outside this machine; a 'Música y video'
 * facade, issue 38, which loads nothing before a tap), one
 * link pinned (it comes first and stays in view while scrolling, decision 011).
 */
/** Ana's bio and social icons, shared by the reference page and the themes' page. */
export const ANA_PROFILE = {
  bio: 'Diseñadora gráfica en Madrid.\nIlustración, marcas y talleres.',
  socialLinks: [
    { network: 'instagram', url: '@ana.lopez' },
    { network: 'tiktok', url: '@ana.lopez' },
    { network: 'youtube', url: '@anadibuja' },
    { network: 'whatsapp', url: '+34 600 11 22 33' },
    { network: 'email', url: 'ana@example.com' },
  ],
};

export async function seedReferencePage(api: OwnerApi, images: string): Promise<{ id: number; slug: string }> {
  const page = await api.createPage('Ana López');
  await api.updatePage(page.id, {
    profileImage: `${images}/profile.png`,
    ...ANA_PROFILE,
  });
  const blocks = [
    { type: 'heading', content: { text: 'Hola, soy Ana', size: 'large' } },
    { type: 'text', content: { text: 'Diseñadora en Madrid. Aquí tienes mis proyectos, mis redes y cómo contactarme.', textAlign: 'center' } },
    { type: 'link', content: { url: 'https://blog.example.com/', title: 'Mi blog', favicon: `${images}/favicon.png` } },
    { type: 'link', content: { url: 'https://shop.example.com/', title: 'Mi tienda online' }, isSticky: true },
    { type: 'link', content: { url: 'https://portfolio.example.com/', title: 'Portafolio' } },
    { type: 'image', content: { imageUrl: `${images}/banner.jpg`, altText: 'Mi estudio', sizePreset: 'banner' } },
    { type: 'heading', content: { text: 'Proyectos', size: 'medium' } },
    { type: 'subpage', content: { title: 'Identidad visual', cardImageUrl: `${images}/card.jpg` } },
    { type: 'subpage', content: { title: 'Ilustración' } },
    { type: 'divider', content: { color: '#9CA3AF', thickness: 1, style: 'solid' } },
    { type: 'text', content: { text: 'Trabajo con marcas pequeñas y grandes.\nPregunta sin compromiso.' } },
    { type: 'pdf', content: { title: 'Currículum', url: 'https://files.example.com/cv.pdf', filesize: 245_760 } },
    { type: 'image', content: { imageUrl: `${images}/photo.jpg`, altText: 'Taller de verano' } },
    { type: 'spacer', content: { size: 20 } },
    { type: 'heading', content: { text: 'Redes', size: 'small' } },
    { type: 'link', content: { url: 'https://www.instagram.com/ana.lopez', title: 'Instagram' } },
    { type: 'media', content: { source: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', title: 'Lo que escucho mientras dibujo' } },
    { type: 'image', content: { imageUrl: `${images}/card.jpg`, layoutType: 'web', linkUrl: 'https://shop.example.com/', title: 'Tienda' } },
    { type: 'divider', content: { style: 'dashed', thickness: 2, color: '#D1D5DB' } },
    {
      type: 'contactCard',
      content: { name: 'Ana López', jobTitle: 'Diseñadora', company: 'Estudio Sol', phone: '+34 600 11 22 33', email: 'ana@example.com', address: 'Calle Mayor 1, Madrid' },
    },
  ];
  for (const block of blocks) await api.addItem(page.id, block);
  return { id: page.id, slug: page.slug };
}
