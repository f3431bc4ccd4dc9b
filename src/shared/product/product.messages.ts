import { LIMITS, PRODUCT_SIZES } from '../common/constants';
import { MSG } from '../common/messages';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  PRODUCT_QUANTITY_MAX,
  PRODUCT_SLUG_MAX,
  SKU_MAX,
} from './product.constants';
import { MADE_TO_MEASURE_LEAD_DAYS_MAX } from './made-to-measure';
import { PRODUCT_SHOP_MESSAGES } from './product-shop.messages';

/** What the shop and product administration answer, for the server and the screens. */
export const PRODUCT_MESSAGES = {
  ...PRODUCT_SHOP_MESSAGES,
  skuRequired: 'Sku is required.',
  skuPattern: 'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
  skuMax: MSG.tooLong('Sku', SKU_MAX),
  nameRequired: MSG.nameRequired,
  nameMax: MSG.tooLong('Name', PRODUCT_NAME_MAX),
  descriptionRequired: MSG.descriptionRequired,
  descriptionMax: MSG.tooLong('Description', LIMITS.descriptionMax),
  quantityRequired: 'Quantity is required.',
  quantityNumeric: 'Quantity must be a number.',
  quantityInteger: 'Quantity must be an integer.',
  quantityMin: 'Quantity must be at least 0.',
  quantityMax: `Quantity may not be greater than ${PRODUCT_QUANTITY_MAX}.`,
  priceRequired: 'Price is required.',
  priceNumeric: 'Price must be a number.',
  priceMin: `Price must be at least ${PRODUCT_PRICE_MIN}.`,
  priceMax: `Price may not be greater than ${PRODUCT_PRICE_MAX}.`,
  priceCents: 'Price may have at most 2 decimal places.',
  taxableRequired: 'Taxable is required.',
  activeInvalid: MSG.activeInvalid,
  brandRequired: 'Brand is required.',
  brandUnknown: 'Please select a brand from the list.',
  sizesRequired: 'Please select at least one size.',
  sizesInvalid: `Sizes may only be ${PRODUCT_SIZES.join(', ')}.`,
  sizeStockInvalid: "Stock per size may only name the product's sizes, each once.",
  sizeStockRequired:
    'This product keeps stock per size: set the quantity of each size, or switch it back to one shared stock.',
  onlyLeftInSize: (left: number, size: string) => `Only ${left} left in size ${size}.`,
  soldOutInSize: (name: string, size: string) => `Sorry, ${name} is sold out in size ${size}.`,
  madeToMeasureInvalid: 'Made to measure must be yes or no.',
  surchargeNumeric: 'Surcharge must be a number.',
  surchargeRange: `Surcharge must be from 0 to ${PRODUCT_PRICE_MAX}.`,
  surchargeCents: 'Surcharge may have at most 2 decimal places.',
  leadDaysNumeric: 'Lead time must be a whole number of days.',
  leadDaysRange: `Lead time must be from 0 to ${MADE_TO_MEASURE_LEAD_DAYS_MAX} days.`,
  slugRequired: MSG.slugRequired,
  slugPattern: MSG.slugPattern,
  slugMax: MSG.tooLong('Slug', PRODUCT_SLUG_MAX),
  imageType: 'Please upload files with jpg, jpeg, png format.',
  imageTooLarge: 'Please upload an image of at most 10 MB.',
  productRequired: 'Product details are required.',
  skuTaken: 'This sku is already in use.',
  slugTaken: 'This slug is already in use.',
  noBrandYet: 'Your merchant account has no brand yet. Please contact admin.',
  added: 'Product has been added successfully!',
  updated: 'Product has been updated successfully!',
  deleted: 'Product has been deleted successfully!',
  noProducts: 'No products found.',
  brandNotFound: (slug: string) => `Cannot find brand with the slug: ${slug}.`,
  tooManyImages: 'Please upload at most 3 images: the main image and two gallery images.',
  tooManyFields: 'The form has too many fields.',
  formUnreadable: 'The form could not be read. Please send it again.',
  // The dashboard's product table and its bulk actions (issue 25, decision 0044).
  listSearchMax: MSG.tooLong('Search', LIMITS.searchMax),
  listSkuMax: MSG.tooLong('Sku', SKU_MAX),
  listBrandInvalid: 'Please choose a brand from the list.',
  listCategoryInvalid: 'Please choose a category from the list.',
  listStatusInvalid: 'Status must be active or inactive.',
  listStockInvalid: 'Stock must be in stock, low or sold out.',
  listSortInvalid: 'Please sort by name, sku, price, stock or date added.',
  listDirInvalid: MSG.sortDirInvalid,
  listPageInvalid: 'Page must be a whole number of at least 1.',
  listPageSizeInvalid: 'Rows per page must be between 1 and 100.',
  bulkIdsRequired: 'Please select at least one product.',
  bulkIdsMax: (max: number) => `Please select at most ${max} products at a time.`,
  bulkActionInvalid:
    'Please choose an action: activate, deactivate, move to a category or adjust stock.',
  bulkCategoryRequired: 'Please choose the category to move the products to.',
  bulkCategoryUnknown: 'That category does not exist.',
  bulkStockRequired: 'Please give the units to add or remove per size.',
  bulkStockDeltaInvalid: 'Each size must change by a whole number between -100000 and 100000.',
  bulkStockBelowZero: (name: string, size: string) =>
    `${name} would have fewer than 0 units in size ${size}.`,
  bulkStockSizeNotOffered: (name: string, size: string) =>
    `${name} is not offered in size ${size}.`,
  bulkDone: (count: number) => `${count} product${count === 1 ? ' has' : 's have'} been updated.`,
  // Importing products from a CSV file (issue 25 §3, decision 0047).
  importFileRequired: 'Please choose a CSV file to import.',
  importOneFile: 'Please send one CSV file at a time.',
  importFileTooLarge: (mb: number) =>
    `The file is larger than ${mb} MB. Please split it into smaller files.`,
  importTooManyRows: (max: number) =>
    `The file has more than ${max} products. Please split it into smaller files.`,
  importUnreadable: (line: number) =>
    `The file could not be read as CSV near line ${line}. Please check its quotes.`,
  importEmpty:
    'The file has no header row. Please start it with the column names, e.g. SKU, Name, Price.',
  importNoSku: 'The file has no SKU column: every row needs the SKU of its product.',
  importColumnTwice: (column: string) => `The column ${column} appears twice. Please keep one.`,
  importNoRows: 'The file has a header row but no products.',
  importDryRunInvalid: 'Dry run must be true or false.',
  importExtraCells: 'This row has more cells than the header row.',
  importSkuTwice: (line: number) => `This SKU is already on line ${line} of the file.`,
  importBrandUnknown: 'No brand has this name.',
  importBrandAmbiguous: 'Several brands have this name: please rename one of them first.',
  importBrandNotYours: 'Brand must be your own brand, or left empty.',
  importCategoryUnknown: (name: string) => `No category is called "${name}".`,
  importCategoryAmbiguous: (name: string) => `Several categories are called "${name}".`,
  importQuantityNotSum: (sum: number) => `Quantity must be the sum of the stock per size (${sum}).`,
  importImagesIgnored:
    "The image column is not read: pictures are added on the product's screen, under Pictures.",
  importColumnIgnored: (header: string) =>
    `The column "${header}" is not a products file column and is not read.`,
  importCreatedInactive:
    "New products are created switched off: add a picture on the product's screen, under Pictures, then switch it on.",
  importHasErrors: (count: number) =>
    `${count} row${count === 1 ? ' has' : 's have'} errors: nothing was imported. Please correct the file and check it again.`,
  importDone: (created: number, updated: number) =>
    `${created} product${created === 1 ? '' : 's'} created, ${updated} updated.`,
  // A product's pictures, changed on its edit screen (PUT /api/product/{id}/images).
  imagesNothingToChange: 'Please choose a picture to upload or one to remove.',
  imageMainNotRemovable: 'The main picture cannot be removed, only replaced.',
  imageRemoveInvalid: 'Only the 2nd and 3rd pictures can be removed.',
  imageReplaceAndRemove: 'Please either upload a new picture or remove this one, not both.',
  imageMainFirst: 'Please add the main picture first.',
  imagesUpdated: 'Pictures have been updated successfully!',
} as const;
