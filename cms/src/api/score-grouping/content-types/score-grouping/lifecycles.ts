import { errors } from '@strapi/utils';
import { validateScoreGrouping } from '@dalil/domain';

/**
 * The groupings are edited through PUT /api/score-grouping and in the panel; both paths go
 * through the same domain validator, so the /scores page never reads a malformed grouping.
 */
function check(data: Record<string, unknown> | undefined) {
  if (!data || !('groups' in data)) return;
  const { problems } = validateScoreGrouping(data.groups);
  if (problems.length) {
    throw new errors.ValidationError(problems[0].message, {
      errors: problems.map((p) => ({ message: p.message, path: ['groups', p.field] })),
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
