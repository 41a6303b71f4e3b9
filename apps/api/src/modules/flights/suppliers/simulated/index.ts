export { SIM_GDS_B_AIRLINES, SIMULATED_DEFAULTS, type TSimulatedCode } from './defaults';
export type { TSimulatedFault } from './latency';
export { airportZone, referenceData } from './reference-data';
export { createSimulatedSupplier, type TSimulatedOptions, type TSimulatedSupplier } from './simulated-supplier';
