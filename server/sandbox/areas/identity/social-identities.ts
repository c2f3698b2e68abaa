import type { SocialProvider } from '../../../../shared/domains/identity/schemas';

/**
 * The people the local identity provider can sign in as. Each provider offers a member and an
 * agent identity; the seed links the agent identity to `agent1`, so the refusal of non-members
 * on social sign-in can be seen as well as the member path.
 */
export interface DemoIdentity {
  subject: string;
  name: string;
  email: string;
}

export const DEMO_IDENTITIES: Record<SocialProvider, readonly DemoIdentity[]> = {
  google: [
    { subject: 'google-demo-member', name: 'Demo Google user', email: 'demo.member@gmail.example' },
    { subject: 'google-demo-agent', name: 'Demo Google agent', email: 'demo.agent@gmail.example' },
  ],
  facebook: [
    { subject: 'facebook-demo-member', name: 'Demo Facebook user', email: 'demo.member@facebook.example' },
    { subject: 'facebook-demo-agent', name: 'Demo Facebook agent', email: 'demo.agent@facebook.example' },
  ],
};

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Which seeded account each agent identity belongs to. */
export const SEEDED_SOCIAL_LINKS: ReadonlyArray<{ provider: SocialProvider; subject: string; username: string }> = [
  { provider: 'google', subject: 'google-demo-agent', username: 'agent1' },
  { provider: 'facebook', subject: 'facebook-demo-agent', username: 'agent1' },
];
