import type { HotelDetails, HotelPhoto } from '../contract.ts';
import type { Collection } from '#content/catalog.ts';
import { contentImage } from '#content/images.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Hotel } from './catalogue.ts';

/** A catalogue photo (a hotel's, an attraction's) as the browser loads it: the content picture its key names. */
export function catalogPhoto(photo: Hotel['photos'][number]): HotelPhoto {
  const [collection, name] = photo.image.split('/') as [Collection, string];
  const image = contentImage(collection, name);
  return { src: image.src, width: image.width, height: image.height, credit: photo.credit };
}

/** What the hotel view shows besides the rooms, in the reader's language. */
export function hotelDetails(hotel: Hotel, locale: Locale, rating: HotelDetails['rating']): HotelDetails {
  return {
    address: hotel.address[locale],
    amenities: [...hotel.amenities],
    houseRules: hotel.houseRules,
    photos: hotel.photos.map(catalogPhoto),
    rating,
  };
}
