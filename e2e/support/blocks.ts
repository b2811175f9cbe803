/** One block of every type, as an owner would fill them in. Images are served by `imageBase`. */
export function everyBlockType(imageBase: string) {
  return [
    { type: 'heading', content: { text: 'Hola, soy Ana', size: 'large', textAlign: 'center', fontWeight: 'bold' } },
    {
      type: 'text',
      content: { text: 'Diseñadora en Madrid.\nAquí tienes mis proyectos y cómo contactarme.', textAlign: 'center', fontFamily: 'Merriweather' },
    },
    { type: 'youtube', content: { videoId: 'M7lc1UVf-VE', title: 'Mi charla en la conferencia' } },
    { type: 'link', content: { url: 'https://blog.example.com/', title: 'Mi blog', favicon: `${imageBase}/favicon.png` } },
    { type: 'pdf', content: { title: 'Currículum', url: 'https://files.example.com/cv.pdf', filesize: 245_760 } },
    { type: 'subpage', content: { title: 'Proyectos', cardImageUrl: `${imageBase}/card.png`, cardImageStyle: 'cover' } },
    { type: 'image', content: { imageUrl: `${imageBase}/banner.png`, altText: 'Mi estudio', sizePreset: 'banner', showBorder: true } },
    {
      type: 'image',
      content: { imageUrl: `${imageBase}/shop.png`, altText: 'Tienda', layoutType: 'web', linkUrl: 'https://shop.example.com/', title: 'Mi tienda' },
    },
    { type: 'divider', content: { color: '#9CA3AF', thickness: 2, style: 'dashed' } },
    { type: 'spacer', content: { size: 30 } },
    // Issue 38 and 40: a player behind LinkHub's facade, opening hours and an e-mail sign-up.
    { type: 'media', content: { source: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', title: 'Mi disco' } },
    { type: 'hours', content: { title: 'Horario del estudio', mon: '09:00-14:00, 16:00-19:00', tue: '09:00-14:00', wed: '09:00-14:00', thu: '09:00-14:00', fri: '09:00-14:00', sat: '', sun: '', exceptions: '2026-12-25 cerrado' } },
    { type: 'emailSignup', content: { title: 'Novedades', text: 'Un correo al mes con mis proyectos.' } },
    {
      type: 'contactCard',
      content: {
        name: 'Ana López',
        jobTitle: 'Diseñadora',
        company: 'Estudio Sol',
        phone: '+34 600 11 22 33',
        email: 'ana@example.com',
        website: 'https://ana.example.com/',
        linkedinUrl: 'https://www.linkedin.com/in/ana',
        address: 'Calle Mayor 1, Madrid',
        notes: 'Disponible de lunes a viernes.',
      },
    },
  ];
}
