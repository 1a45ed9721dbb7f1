import { redirect } from 'react-router';
import { customerSessionCookie } from '../../../contracts/my-orders';
import { customerSessionToken } from '../../lib/customer-session.server';
import type { Route } from './+types/logout';

export async function action({ request, context }: Route.ActionArgs) {
  const token = customerSessionToken(request, context);
  if (token) await context.services.myOrders.signOut(token);
  return redirect('/my-orders', {
    headers: { 'Set-Cookie': customerSessionCookie('', context.isSecure, 0) },
  });
}

export async function loader() {
  return redirect('/my-orders');
}
