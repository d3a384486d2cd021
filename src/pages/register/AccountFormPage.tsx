import type { ReactNode } from 'react';
import { Button, Card, Form, Result, type FormInstance } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from '../login/login.module.css';

interface AccountFormPageProps<Values> {
  title: string;
  /** `register` / `forget`: the page is `<name>-page`, its form `<name>-form` */
  name: string;
  form: FormInstance<Values>;
  onFinish(values: Values): void;
  submitText: string;
  submitting: boolean;
  /** the form was accepted: the page says so and offers the way back to the login */
  done: boolean;
  successTitle: string;
  /** the form's fields */
  children: ReactNode;
}

/**
 * The public pages that act on an account before signing in (registration, the forgotten password): a narrow
 * card with the form, its submit button and a link back to the login; once done, a success with that way back.
 */
export default function AccountFormPage<Values>(props: AccountFormPageProps<Values>) {
  const { title, name, form, onFinish, submitText, submitting, done, successTitle, children } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Card className={styles.narrowCard} variant="borderless" title={title} data-testid={`${name}-page`}>
        {done ? (
          <Result
            status="success"
            title={successTitle}
            extra={
              <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
                {t('login.backToLogin')}
              </Button>
            }
          />
        ) : (
          <Form form={form} layout="vertical" onFinish={onFinish} data-testid={`${name}-form`}>
            {children}
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {submitText}
            </Button>
            <div className={styles.links}>
              <span />
              <Link to="/login">{t('login.backToLogin')}</Link>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
