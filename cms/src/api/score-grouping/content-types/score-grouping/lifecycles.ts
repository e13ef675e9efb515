import { errors } from '@strapi/utils';
import { validateScoreGrouping } from '@dalil/domain/rules';

/**
 * The groupings are edited through PUT /api/score-grouping and in the panel; both paths go
 * through the same domain validator, so the /scores page never reads a malformed grouping.
 */
function check(data: Record<string, unknown> | undefined) {
  if (!data || !('groups' in data)) return;
  const checked = validateScoreGrouping(data.groups);
  if (checked.ok === false) {
    throw new errors.ValidationError(checked.message, {
      errors: checked.errors.map((e) => ({ message: e.message, path: ['groups', e.path.join('.')] })),
    });
  }
}

export default {
  beforeCreate(event: { params: { data?: Record<string, unknown> } }) {
    check(event.params.data);
  },
  beforeUpdate(event: { params: { data?: Record<string, unknown> } }) {
    check(event.params.data);
  },
};
