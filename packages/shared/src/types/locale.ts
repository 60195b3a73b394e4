export type Locale = {
  id: number;
  documentId: string;
  name: string;
  code: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};
