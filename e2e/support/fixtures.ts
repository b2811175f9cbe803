import type { Page } from '../../src/shared/schemas/page';
import { OwnerApi } from './api';
import { everyBlockType } from './blocks';
import { IMAGE_BASE } from './external';

export interface PublicFixture {
  page: Page;
  subpageId: number;
  contactItemId: number;
}

export function ownerApi(baseURL: string): Promise<OwnerApi> {
  return OwnerApi.signUp(baseURL);
}

/** A published page with one block of every type, a hidden block and a subpage with content. */
export async function pageWithEveryBlock(api: OwnerApi, title: string): Promise<PublicFixture> {
  const created = await api.createPage(title);
  const page = await api.updatePage(created.id, { profileImage: `${IMAGE_BASE}/profile.png`, backgroundColor: '#F3F4F6' });
  let subpageId = 0;
  let contactItemId = 0;
  for (const block of everyBlockType(IMAGE_BASE)) {
    const item = await api.addItem(page.id, block);
    if (block.type === 'subpage') subpageId = item.content.pageId as number;
    if (block.type === 'contactCard') contactItemId = item.id;
  }
  await api.addItem(page.id, { type: 'text', content: { text: 'Bloque oculto secreto' }, isVisible: false });
  await api.addItem(subpageId, { type: 'heading', content: { text: 'Mis proyectos', size: 'medium' } });
  return { page, subpageId, contactItemId };
}
