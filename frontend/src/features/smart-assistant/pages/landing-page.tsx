import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { BuildingIcon, CalculatorIcon, ScalesIcon, TargetIcon } from '../components/tool-icons';
import '../assistant.css';

const CARDS = [
  {
    to: paths.assistantEquivalency,
    Icon: CalculatorIcon,
    title: 'حاسبة معادلة الشهادات',
    text: 'احسب مجموعك المعادل للشهادة الأمريكية وشهادة IGCSE.',
  },
  {
    to: paths.assistantScore,
    Icon: TargetIcon,
    title: 'ما الكليات المناسبة لمجموعي؟',
    text: 'أدخل شهادتك وسنتك وشعبتك ومجموعك لتعرف الكليات المتاحة لك.',
  },
  {
    to: paths.assistantFaculties,
    Icon: BuildingIcon,
    title: 'ما الجامعات التي بها كلية معينة؟',
    text: 'اختر كلية لترى الجامعات التي تقدمها بالمصروفات والحدود الدنيا.',
  },
  {
    to: paths.assistantComparison,
    Icon: ScalesIcon,
    title: 'قارن كلية بين جامعتين',
    text: 'قارن المصروفات والحدود الدنيا والشعبة لكلية واحدة في جامعتين.',
  },
] as const;

/** Spec 2 §2.1: four cards, one per tool. */
export function LandingPage() {
  usePageMeta({
    title: 'المساعد الذكي',
    description:
      'أدوات المساعد الذكي في دليل: معادلة الشهادات، والكليات المناسبة لمجموعك، والجامعات التي تقدم كل كلية، ومقارنة كلية بين جامعتين.',
    path: paths.smartAssistant,
  });
  return (
    <div className="page assistant">
      <div className="container">
        <h1 className="section__title">المساعد الذكي</h1>
        <p className="section__lead">أربع أدوات تساعدك على اختيار الكلية والجامعة المناسبة.</p>
        <ul className="assistant-cards">
          {CARDS.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className="assistant-card card-surface">
                <span className="assistant-card__icon">
                  <card.Icon />
                </span>
                <span className="assistant-card__title">{card.title}</span>
                <span className="assistant-card__text">{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
