import { useEffect } from 'react';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { VendorCard, VendorLane } from '../../../../shared/domains/games/schemas';
import { LazyImage } from '../../components/LazyImage';
import { imageUrl } from '../../lib/cdn';
import { language } from '../../lib/i18n';
import { brand } from '../../lib/stores/brand';
import { RESPONSIBLE_GAMING_CALLS } from '../../lib/linkedCalls';
import { offers } from '../../lib/stores/offered';
import { resources } from '../../lib/stores/status';
import { vendorLanes } from '../../lib/stores/vendors';
import { ensureHelpTopics, helpTopics } from '../../lib/content';
import { helpModal } from '../../lib/stores/ui';
import { PaymentMethods } from './paymentMethods';
import { socialLinksOf } from './socialLinks';
import { SocialIcon } from './SocialIcon';
import './footer.css';

/** Every provider once, in lane order. */
export function providersOf(lanes: readonly VendorLane[]): VendorCard[] {
  const seen = new Set<string>();
  return lanes.flatMap((lane) => lane.cards).filter((card) => (seen.has(card.vassalage) ? false : (seen.add(card.vassalage), true)));
}

/** The site footer: about, help topics, payments, responsibility, social links, providers, copyright. */
export function Footer() {
  useSignals();
  const { t } = useTranslation('footer');
  const { name, ageLimit, copyrightYear } = brand.value;
  const lang = language.value;

  useEffect(() => {
    void ensureHelpTopics(lang);
  }, [lang]);

  const topics = helpTopics.value;
  const social = socialLinksOf(resources.value);
  const providers = providersOf(vendorLanes.value);

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {t('footer.about', { name })}
          </h2>
          <p>{t('footer.aboutText', { name })}</p>
        </section>

        {topics.length > 0 && (
          <nav className="site-footer__help" aria-labelledby="footer-help">
            <h2 id="footer-help" className="site-footer__heading">
              {t('footer.helpCentre')}
            </h2>
            <ul>
              {topics.map((topic) => (
                <li key={topic.tag}>
                  <Link
                    to={`/help#${encodeURIComponent(topic.tag)}`}
                    onClick={(event) => {
                      // Opens over the page the player is on; the address still works in a new tab.
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      helpModal.value = { open: true, tag: topic.tag };
                    }}
                  >
                    {topic.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <section className="site-footer__payments" aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="site-footer__heading">
            {t('footer.payments')}
          </h2>
          <ul className="site-footer__badges">
            {PaymentMethods.map((method) => (
              <li key={method} className="site-footer__badge">
                {method}
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__responsibility" aria-labelledby="footer-responsibility">
          <h2 id="footer-responsibility" className="site-footer__heading">
            {t('footer.responsibilityTitle')}
          </h2>
          <p>
            <span className="site-footer__age" aria-hidden="true">
              {ageLimit}+
            </span>
            {t('footer.responsibility', { age: ageLimit })}
          </p>
          {/* Hidden once the platform answered that it does not offer the protection tools. */}
          {offers(RESPONSIBLE_GAMING_CALLS) && (
            <p>
              <Link to="/responsible-gaming">{t('footer.responsibleGaming')}</Link>
            </p>
          )}
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label={t('footer.social')}>
              {social.map((link) => (
                <li key={link.type}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
                    <SocialIcon type={link.type} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {providers.length > 0 && (
        <section className="site-footer__providers" aria-labelledby="footer-providers">
          <h2 id="footer-providers" className="site-footer__heading">
            {t('footer.providers')}
          </h2>
          <ul>
            {providers.map((card) => (
              <li key={card.vassalage}>
                <LazyImage src={imageUrl(card.lagerIcon)} alt={card.displayName} width={96} height={40} className="site-footer__provider" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="site-footer__copyright">{t('footer.copyright', { year: copyrightYear, name })}</p>
    </footer>
  );
}
