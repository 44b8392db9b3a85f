import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountPage } from '../../accounts/account-page';
import { NoticePage } from '../../app/notice-page';

describe('page titles', () => {
  it("name the screen in the browser's title, then the application", () => {
    render(<AccountPage title="Register">form</AccountPage>);
    expect(document.title).toBe('Register | Basin Data Management System');
    render(
      <NoticePage title="Page Not Found" actionLabel="Return to Home" onAction={() => undefined}>
        gone
      </NoticePage>,
    );
    expect(document.title).toBe('Page Not Found | Basin Data Management System');
  });
});
