export const ADDRESS_MESSAGES = {
  added: 'Address has been added successfully!',
  updated: 'Address has been updated successfully!',
  deleted: 'Address has been deleted successfully!',
  notFound: (id: string) => `Cannot find Address with the id: ${id}.`,
  defaultInvalid: 'As the Default must be true or false.',
} as const;
