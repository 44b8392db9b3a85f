/** spec 1 §8: the texts of the dialogs every area shares. */
export const DIALOG_TEXTS = {
  leavePageTitle: 'Leave page without saving?',
  stayOnPage: 'Stay on the Page',
  leavePage: 'Leave Page',
  deleteEntry: 'Delete Entry',
  doNotDelete: 'Do Not Delete',
} as const;
