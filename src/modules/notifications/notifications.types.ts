/** Read models of the notifications module, published for pages and the API. */

export interface AppNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** A path inside the app, or null. */
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}

export interface AppNotificationPage {
  notifications: AppNotification[];
  page: number;
  hasNextPage: boolean;
  unreadCount: number;
}
