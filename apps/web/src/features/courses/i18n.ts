import { defineCatalogue } from '../../i18n/app-i18n';
import english from '../../i18n/locales/en/courses.json';

export const useCoursesText = defineCatalogue('courses', english);
