/** spec 1 §8: the texts of the dialogs every area shares. */
export const DIALOG_TEXTS = {
  leavePageTitle: 'Leave page without saving?',
  stayOnPage: 'Stay on the Page',
  leavePage: 'Leave Page',
  deleteEntry: 'Delete Entry',
  doNotDelete: 'Do Not Delete',
  /** spec 2 §2.11: while a form's save is under way. */
  saving: 'Saving Please Wait ...',
  /** spec 2 §8: an association table without rows (GSA, GSP and user forms). */
  noAssociations: 'No Associations Defined',
} as const;
