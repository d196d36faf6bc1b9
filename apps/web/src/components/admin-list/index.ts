// One building block for the admin lists (locations, marketplace stores): page shell, table,
// list state, company selector, rename row and the shared words.
export { CreateButton, NameInput, useAdminCreate } from './admin-create';
export { AdminListPage, confirmDelete } from './admin-list-page';
export { type AdminColumns, AdminTable } from './admin-table';
export { CompanySelect } from './company-select';
export { RenameRow } from './rename-row';
export { ADMIN_LIST_TEXT } from './texts';
export {
  type AdminList,
  type AdminListRules,
  adminListRows,
  clampPage,
  useAdminList,
} from './use-admin-list';
