import { describe, expect, it } from 'vitest';
import { servedAt } from './servedAt';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('the coupon service, /api/coupon-code/v1 (product/membership-and-promotions.md#coupons)', () => {
  const service = servedAt('/api/coupon-code/v1', NOW);
  const { get } = service;
  const verdict = async (url: string) => {
    const { status, body } = await get(url);
    return { status, isValid: body.isValid, message: body.message };
  };

  describe('GET /clubs/{clubId}/coupons/{couponCode}', () => {
    it.each([
      {
        rule: 'a coupon valid at club 17 only, at club 17',
        url: '/clubs/17/coupons/REF-31588',
        isValid: true,
        message: 'The coupon code REF-31588 is valid.',
      },
      {
        rule: 'the same coupon at club 5',
        url: '/clubs/5/coupons/REF-31588',
        isValid: false,
        message: 'The coupon code REF-31588 is not valid at this club.',
      },
      {
        rule: 'a Texas day pass at a Texas club',
        url: '/clubs/305/coupons/DAYPASS-TX',
        isValid: true,
        message: 'The coupon code DAYPASS-TX is valid.',
      },
      {
        rule: 'a Texas day pass at a Minnesota club',
        url: '/clubs/5/coupons/DAYPASS-TX',
        isValid: false,
        message: 'The coupon code DAYPASS-TX is not valid at this club.',
      },
      {
        rule: 'an in-club-only program online',
        url: '/clubs/5/coupons/RENEWFIT',
        isValid: false,
        message: 'The coupon code RENEWFIT can only be used at the club.',
      },
      {
        rule: 'an in-club-only program in the club',
        url: '/clubs/5/coupons/RENEWFIT?channel=InClub',
        isValid: true,
        message: 'The coupon code RENEWFIT is valid.',
      },
      {
        rule: 'an online-only program in the club',
        url: '/clubs/5/coupons/ACTIVEAGE?channel=InClub',
        isValid: false,
        message: 'The coupon code ACTIVEAGE can only be used online.',
      },
      {
        rule: 'a code typed in small letters',
        url: '/clubs/17/coupons/ref-31588',
        isValid: true,
        message: 'The coupon code REF-31588 is valid.',
      },
    ])('$rule', async ({ url, isValid, message }) => {
      expect(await verdict(url)).toEqual({ status: 200, isValid, message });
    });

    it.each([
      {
        rule: 'an expired coupon, the instant before it ends',
        code: 'REF-42290',
        at: '2026-07-01T04:59:59Z',
        isValid: true,
        message: 'The coupon code REF-42290 is valid.',
      },
      {
        rule: 'an expired coupon, from the instant it ends',
        code: 'REF-42290',
        at: '2026-07-01T05:00:00Z',
        isValid: false,
        message: 'The coupon code REF-42290 has expired.',
      },
      {
        rule: 'a coupon not yet valid, the instant before it starts',
        code: 'PICKLE-SPRING27',
        at: '2027-03-01T05:59:59Z',
        isValid: false,
        message: 'The coupon code PICKLE-SPRING27 cannot be used yet.',
      },
      {
        rule: 'a coupon not yet valid, from the instant it starts',
        code: 'PICKLE-SPRING27',
        at: '2027-03-01T06:00:00Z',
        isValid: true,
        message: 'The coupon code PICKLE-SPRING27 is valid.',
      },
    ])(
      'judges the window at the clock’s instant: $rule',
      async ({ code, at, isValid, message }) => {
        service.setNow(new Date(at));
        expect(await verdict(`/clubs/5/coupons/${code}`)).toEqual({
          status: 200,
          isValid,
          message,
        });
      },
    );

    it('answers a code the catalog does not hold as invalid, telling nothing more', async () => {
      expect(await get('/clubs/5/coupons/free-month')).toEqual({
        status: 200,
        body: {
          code: 'FREE-MONTH',
          isValid: false,
          verdict: 'unknown',
          message: 'We do not recognize the coupon code FREE-MONTH. Please check it and try again.',
        },
      });
    });

    it('answers an employee referral with the employee and the referring member (product/membership-and-promotions.md#coupons)', async () => {
      const { body } = await get('/clubs/5/coupons/REF-20417');
      expect(body).toMatchObject({
        code: 'REF-20417',
        kind: 'EmployeeReferral',
        isValid: true,
        verdict: 'valid',
        promotionName: 'Employee Referral',
        promotionDisplayName: 'Employee Referral',
        promotionIdentifier: 'EMPLOYEE_REFERRAL',
        sourcePromotionId: 'SRC-REF-20417',
        clientAppAccess: 'All',
        employeeId: '20417',
        membershipId: 'M-204170',
        referringMemberFirstName: 'Dana',
        referringMemberLastName: 'Whitfield',
        personalEmail: 'dana.whitfield@example.com',
      });
      expect(body.clubIds).toContain('5');
    });

    it('answers a Medicare program with its partner program and identifier format (product/member-forms.md#program-information)', async () => {
      const { body } = await get('/clubs/5/coupons/ACTIVEAGE');
      expect(body).toMatchObject({
        kind: 'Qualified',
        isValid: true,
        clientAppAccess: 'OnlineOnly',
        promotionEligibilityLink: 'https://www.example.com/activeage/check',
        partnerProgram: {
          programId: 'ACTIVEAGE',
          identifierFormat: {
            formatId: 'AA-GROUP-MEMBER',
            identifierParts: [
              { formatPartId: 'groupNumber', length: 6, rule: '[A-Z0-9]{6}' },
              { formatPartId: 'memberNumber', length: 9, rule: 'M\\d{8}' },
            ],
          },
        },
      });
    });

    it.each([
      {
        rule: 'two percentages making 100: Free',
        club: '5',
        code: 'NORTHWIND',
        displays: [{ kind: 'free' }],
      },
      {
        rule: 'amounts summed and capped at the maximum; a 100 % fee: Free',
        club: '201',
        code: 'CONTOSO',
        displays: [{ kind: 'amount', cents: 3_000 }, { kind: 'free' }],
      },
      {
        rule: 'a percentage and an amount: Varies By Club; the company’s part 0: the chain’s amount',
        club: '701',
        code: 'FABRIKAM',
        displays: [{ kind: 'variesByClub' }, { kind: 'amount', cents: 4_900 }],
      },
    ])(
      'answers a corporate coupon with its company and subsidy rules (product/pages.md#corporate-landing-page): $rule',
      async ({ club, code, displays }) => {
        const { body } = await get(`/clubs/${club}/coupons/${code}`);
        expect(body.kind).toBe('Corporate');
        expect(body.isValid).toBe(true);
        expect(body.companyId).toMatch(/^CO-/);
        expect(body.corporatePromotion.eligibilityRequirements).toEqual(expect.any(String));
        expect(
          body.corporatePromotion.subsidyRuleReimbursements.map(
            (rule: { display: unknown }) => rule.display,
          ),
        ).toEqual(displays);
      },
    );

    it('answers an unknown club 404 in the shared error shape', async () => {
      expect(await get('/clubs/992/coupons/DAYPASS')).toEqual({
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: 'Club 992 was not found.',
          requestId: expect.any(String),
        },
      });
    });

    it.each([
      { url: '/clubs/5x/coupons/DAYPASS', field: 'params.clubId' },
      { url: '/clubs/5/coupons/DAY%20PASS', field: 'params.couponCode' },
      { url: `/clubs/5/coupons/${'A'.repeat(33)}`, field: 'params.couponCode' },
      { url: '/clubs/5/coupons/DAYPASS?channel=Phone', field: 'query.channel' },
    ])('answers 400 naming the parameter of $url', async ({ url, field }) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.fields.map((bad: { field: string }) => bad.field)).toEqual([field]);
    });
  });

  describe('GET /promotions/{promotionName}/coupons and GET /promotions', () => {
    const listed = (body: { coupons: { code: string; isValid: boolean }[] }) =>
      body.coupons.map((coupon) => `${coupon.code}${coupon.isValid ? '' : ' (invalid)'}`);

    it.each([
      {
        rule: 'a promotion’s coupons, each judged by its window, the promotion named in any letter case',
        url: '/promotions/free%20day%20pass/coupons',
        codes: ['DAYPASS', 'DAYPASS-2025 (invalid)', 'DAYPASS-TX'],
      },
      {
        rule: 'coupons by promotion name',
        url: '/promotions?promotionName=Pickleball%20Intro',
        codes: ['PICKLE-SPRING27 (invalid)', 'PICKLEBALL'],
      },
      {
        rule: 'the Medicare program list: All and OnlineOnly programs only (product/pages.md#medicare-memberships-page)',
        url: '/promotions?kind=Qualified',
        codes: ['ACTIVEAGE', 'FITWELL', 'SILVERSTEP'],
      },
      {
        rule: 'an in-club-only program is judged by the channel, and stays off the program list',
        url: '/promotions?promotionName=RenewFit%20Medicare',
        codes: ['RENEWFIT (invalid)'],
      },
      {
        rule: 'the corporate promotions',
        url: '/promotions?kind=Corporate',
        codes: ['CONTOSO', 'FABRIKAM', 'NORTHWIND', 'TAILSPIN (invalid)'],
      },
      {
        rule: 'a promotion name and another kind: none',
        url: '/promotions?promotionName=Free%20Day%20Pass&kind=Pickleball',
        codes: [],
      },
    ])('$rule', async ({ url, codes }) => {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      expect(listed(body)).toEqual(codes);
    });

    it('never lists employee referrals: their member’s name and email answer only to their code', async () => {
      expect(await get('/promotions/Employee%20Referral/coupons')).toMatchObject({
        status: 404,
        body: { message: "No coupon has the promotion 'Employee Referral'." },
      });
      const { body } = await get('/promotions');
      expect(JSON.stringify(body)).not.toContain('personalEmail');
      expect(JSON.stringify(body)).not.toContain('REF-20417');
    });

    it('lists every other coupon of the catalog without a filter, with the clubs each is valid at', async () => {
      const { body } = await get('/promotions');
      // 21 coupons in the catalog, less its 4 employee referrals.
      expect(body.coupons).toHaveLength(17);
      const renewFit = body.coupons.find((coupon: { code: string }) => coupon.code === 'RENEWFIT');
      expect(renewFit.clubIds.length).toBeGreaterThan(0);
      expect(renewFit.message).toBe('The coupon code RENEWFIT can only be used at the club.');
    });

    it('judges the window at the clock’s instant', async () => {
      service.setNow(new Date('2027-03-01T06:00:00Z'));
      const { body } = await get('/promotions/Pickleball%20Intro/coupons');
      expect(listed(body)).toEqual(['PICKLE-SPRING27', 'PICKLEBALL']);
    });

    it.each([
      {
        url: '/promotions/Black%20Friday/coupons',
        message: "No coupon has the promotion 'Black Friday'.",
      },
      {
        url: '/promotions?promotionName=Black%20Friday',
        message: "No coupon has the promotion 'Black Friday'.",
      },
    ])('answers 404 for a promotion no coupon has: $url', async ({ url, message }) => {
      expect(await get(url)).toMatchObject({ status: 404, body: { message } });
    });

    it.each([
      { url: '/promotions?kind=Voucher', field: 'query.kind' },
      { url: `/promotions?promotionName=${'n'.repeat(101)}`, field: 'query.promotionName' },
      { url: '/promotions/%20/coupons', field: 'params.promotionName' },
      { url: '/promotions/Employee%20Referral/coupons?channel=Kiosk', field: 'query.channel' },
    ])('answers 400 naming the parameter of $url', async ({ url, field }) => {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.fields.map((bad: { field: string }) => bad.field)).toEqual([field]);
    });
  });
});
