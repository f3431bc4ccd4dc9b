/** What the shipping zones, their options and the checkout's choice of one answer. */
export const SHIPPING_MESSAGES = {
  zoneAdded: 'Shipping zone has been added successfully!',
  zoneUpdated: 'Shipping zone has been updated successfully!',
  zoneDeleted: 'Shipping zone has been deleted successfully!',
  optionAdded: 'Shipping option has been added successfully!',
  optionUpdated: 'Shipping option has been updated successfully!',
  optionDeleted: 'Shipping option has been deleted successfully!',
  zoneNotFound: 'Cannot find this shipping zone.',
  optionNotFound: 'Cannot find this shipping option.',
  zoneNameRequired: 'Zone name is required.',
  optionNameRequired: 'Option name is required.',
  estimateRequired: 'Delivery estimate is required.',
  countryUnknown: 'Please select a country from the list.',
  countryTwice: (country: string) => `${country} is listed more than once.`,
  countryInOtherZone: (country: string, zone: string) =>
    `${country} is already in the zone ${zone}.`,
  oneRestOfWorld: (zone: string) =>
    `${zone} already covers the rest of the world. Please list the countries of this zone.`,
  daysInvalid: 'Days must be a whole number from 0 to 365.',
  daysOrder: 'The longest delivery time may not be shorter than the shortest.',
  amountInvalid: 'Please enter an amount from 0 to 100000.',
  positionInvalid: 'Position must be a whole number from 0 to 1000.',
  activeInvalid: 'Active must be true or false.',
  countryRequired: 'Please choose a delivery country.',
  noDelivery: (country: string) => `Sorry, we do not deliver to ${country} yet.`,
  optionNotOffered: (country: string) =>
    `This shipping option is not available for ${country}. Please choose another.`,
} as const;
