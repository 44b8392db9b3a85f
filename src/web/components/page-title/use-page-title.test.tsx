import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountPage } from '../../accounts/account-page';
import { NoticePage } from '../../app/notice-page';
import { SignInRequired } from '../../app/sign-in-required';

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

  it('name the sign-in notice a guest gets on a protected screen, which has no heading', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <SignInRequired />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Sign In Required | Basin Data Management System');
  });
});
