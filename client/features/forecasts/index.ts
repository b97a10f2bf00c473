export { calibrationQuery, compareChoicesQuery, compareQuery } from './api';
export { compareHref, readCompareSearch } from './compare-request';
export { CompareCheckbox, CompareSelection, useCompareSelection } from './compare-selection';
export { CalibrationSection } from './calibration-section';
