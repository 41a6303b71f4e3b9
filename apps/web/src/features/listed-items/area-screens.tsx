import { ResourceFormScreen } from '@/components/resource/resource-form-screen';
import { ResourceListScreen } from '@/components/resource/resource-list-screen';
import { carResource, tourResource } from './listed-item-resource';
import { ListedItemsPublicScreen } from './listed-items-public-screen';

/** /admin/cars, /admin/new-car (`?id=` edits), /admin/tours, /admin/new-tour; /cars and /tours for visitors. */
export const CarsListScreen = () => <ResourceListScreen resource={carResource} />;
export const CarFormScreen = () => <ResourceFormScreen resource={carResource} />;
export const ToursListScreen = () => <ResourceListScreen resource={tourResource} />;
export const TourFormScreen = () => <ResourceFormScreen resource={tourResource} />;
export const PublicCarsScreen = () => <ListedItemsPublicScreen kind="car" />;
export const PublicToursScreen = () => <ListedItemsPublicScreen kind="tour" />;
