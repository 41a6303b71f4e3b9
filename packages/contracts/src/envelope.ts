import type { TErrorCode } from './errors';

export interface TMessage {
  status: 'success' | 'error';
  description: string;
  details: unknown;
  code?: TErrorCode;
}

export interface TSuccess<T> {
  success: true;
  data: T;
  message: TMessage;
}

export interface TFailure {
  success: false;
  data: null;
  message: TMessage & { code: TErrorCode };
  errors?: Record<string, string[]>;
}

export type TEnvelope<T> = TSuccess<T> | TFailure;

export interface TPagination {
  page: number;
  per_page: number;
  total: number;
}

export interface TList<T> {
  items: T[];
  pagination: TPagination;
}
