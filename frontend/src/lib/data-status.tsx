/**
 * What the site knows about the loaded data set (site settings `demo_data`, `data_as_of`; issue 22),
 * provided once by the root layout so any page can say how current its figures are without
 * importing the site-settings feature.
 */
import { createContext, useContext } from 'react';

export interface DataStatus {
  /** The generated demo set is loaded. */
  demoData: boolean;
  /** The as-of date of the loaded data ('2026-01-18'), or null when unknown. */
  dataAsOf: string | null;
}

export const DataStatusContext = createContext<DataStatus>({ demoData: false, dataAsOf: null });

export const useDataStatus = (): DataStatus => useContext(DataStatusContext);
