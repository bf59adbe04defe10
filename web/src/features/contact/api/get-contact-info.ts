/** `GET /public/contact-info`: the support address, office address (with its map link) and phone of this deployment. */
import useSWR from 'swr';
import type { ContactInfo } from '@stint/shared/contact/contact.schemas';
import { apiFetch } from '../../../lib/api-client';

export const CONTACT_INFO_PATH = '/public/contact-info';

export function getContactInfo(): Promise<ContactInfo> {
  return apiFetch<ContactInfo>(CONTACT_INFO_PATH, { token: null });
}

export function useContactInfo() {
  return useSWR(CONTACT_INFO_PATH, getContactInfo);
}
