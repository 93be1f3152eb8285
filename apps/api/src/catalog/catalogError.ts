/** A catalog file that cannot be loaded; the message names the file, the record and the field. */
export class CatalogError extends Error {
  override readonly name = 'CatalogError';
}
