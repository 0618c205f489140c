import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuestionField, unknownQuestionMessage } from './QuestionField.tsx';

const render = (
  question: Parameters<typeof QuestionField>[0]['question'],
  answer?: Parameters<typeof QuestionField>[0]['answer'],
) => renderToStaticMarkup(<QuestionField question={question} answer={answer} onChange={() => undefined} />);

describe('the question-form renderer', () => {
  it("says 'Unkown question type.' for a type it does not know", () => {
    expect(unknownQuestionMessage).toBe('Unkown question type.');
    expect(render({ id: 'q', type: 'slider', label: 'How much?' })).toContain('Unkown question type.');
  });

  it('draws each known type with its own control', () => {
    expect(render({ id: 'p', type: 'toggle', label: 'Private' }, { value: true })).toMatch(/role="switch" checked=""/);
    expect(render({ id: 'c', type: 'coordinate', label: 'Where' })).toContain('No set');
    const options = render(
      { id: 'a', type: 'checkbox', label: 'Activities', options: ['One', 'Two'] },
      { selectedOptions: ['Two'] },
    );
    expect(options.match(/type="checkbox"/g)).toHaveLength(2);
    expect(options.match(/checked=""/g)).toHaveLength(1);
    expect(options.indexOf('checked=""')).toBeGreaterThan(options.indexOf('>One<'));
    expect(render({ id: 'f', type: 'file', label: 'Photos', accept: '.jpg,.png' })).toMatch(
      /type="file" multiple="" accept=".jpg,.png"/,
    );
  });

  it('shows a text answer as text, never as markup', () => {
    const html = '<img src=x onerror=alert(1)>';
    const markup = render({ id: 't', type: 'text', label: 'Name' }, { value: html });
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
