package passes

import (
	"strings"
)

// AnyOp is the anchor of an op-agnostic pass manager: nested in another,
// it runs on every directly nested IsolatedFromAbove operation on which
// all of its passes can run.
const AnyOp = "any"

// OpPassManager is a pipeline anchored on an operation name: a sequence of
// passes that run on an operation of that name, and of nested pass
// managers that run on operations nested in it.
type OpPassManager struct {
	anchor   string
	elements []element
}

// element is one step of a pipeline: a pass, or a nested pipeline.
type element struct {
	pass   Pass
	nested *OpPassManager
}

// NewOpPassManager returns an empty pipeline anchored on anchor (an
// operation name, or AnyOp).
func NewOpPassManager(anchor string) *OpPassManager {
	return &OpPassManager{anchor: anchor}
}

// Anchor returns the name of the operations the pipeline runs on.
func (m *OpPassManager) Anchor() string { return m.anchor }

// Size returns the number of elements of the pipeline: its passes and
// nested pipelines, not counting what those nest (what mlir-opt's
// --dump-pass-pipeline calls "Pass Manager with N passes").
func (m *OpPassManager) Size() int { return len(m.elements) }

// Empty reports whether the pipeline has no passes and no nested
// pipelines.
func (m *OpPassManager) Empty() bool { return len(m.elements) == 0 }

// Nest appends a pipeline that runs on the operations named anchor nested
// directly in this pipeline's operation, and returns it.
func (m *OpPassManager) Nest(anchor string) *OpPassManager {
	nested := NewOpPassManager(anchor)
	m.elements = append(m.elements, element{nested: nested})
	return nested
}

// AddPass appends p. A pass anchored on another operation than the
// pipeline's goes into a nested pipeline of that anchor, as MLIR's
// implicit nesting does: the last element when it is such a pipeline, so
// that `--cse --canonicalize` on functions is one nested pipeline running
// both, or else a new one.
func (m *OpPassManager) AddPass(p Pass) {
	anchor := p.Info().Anchor
	if canRunOn(anchor, m.anchor) {
		m.elements = append(m.elements, element{pass: p})
		return
	}
	if n := len(m.elements); n > 0 {
		if last := m.elements[n-1].nested; last != nil && last.anchor == anchor {
			last.AddPass(p)
			return
		}
	}
	m.Nest(anchor).AddPass(p)
}

// canRunOn reports whether a pass anchored on passAnchor ("" for any
// operation) may be part of a pipeline anchored on managerAnchor. An
// op-agnostic pipeline takes any pass: it runs only on the operations all
// its passes accept.
func canRunOn(passAnchor, managerAnchor string) bool {
	return passAnchor == "" || passAnchor == managerAnchor || managerAnchor == AnyOp
}

// String prints the pipeline in MLIR's textual syntax, which
// ParsePipeline reads back: `builtin.module(func.func(cse),symbol-dce)`.
func (m *OpPassManager) String() string {
	var b strings.Builder
	m.print(&b)
	return b.String()
}

func (m *OpPassManager) print(b *strings.Builder) {
	b.WriteString(m.anchor)
	b.WriteByte('(')
	for i, e := range m.elements {
		if i > 0 {
			b.WriteByte(',')
		}
		if e.nested != nil {
			e.nested.print(b)
		} else {
			b.WriteString(passString(e.pass))
		}
	}
	b.WriteByte(')')
}

// ParsePipeline parses a pipeline in MLIR's textual syntax:
//
//	pipeline ::= anchor `(` (element (`,` element)*)? `)`
//	element  ::= pipeline | pass-argument (`{` options `}`)?
//
// for example `builtin.module(func.func(cse,canonicalize{max-iterations=4}),symbol-dce)`.
// Passes are looked up in reg and must be able to run on their pipeline's
// anchor (nesting is explicit in a textual pipeline). Errors are
// diagnostics located in text, under the file name sourceName.
func ParsePipeline(text, sourceName string, reg *Registry) (*OpPassManager, error) {
	p := &pipelineParser{src: source{name: sourceName, text: text}, reg: reg}
	// The top level is a list like any other; it must hold exactly one
	// pipeline, the anchored one.
	top := &OpPassManager{}
	if err := p.parseList(top, -1); err != nil {
		return nil, err
	}
	if len(top.elements) != 1 || top.elements[0].nested == nil {
		return nil, p.src.errorAt(0, "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")
	}
	return top.elements[0].nested, nil
}

// ParsePassList parses text as the elements of a pipeline anchored on
// anchor, without the anchor around them: `cse,canonicalize{max-iterations=4}`
// for a pipeline on functions. This is how MLIR's parsePassPipeline(text, pm)
// fills a pass manager, and how a pass reads a pipeline from an option
// (the inliner's default-pipeline). The passes must be able to run on
// anchor; an empty text gives an empty pipeline. Errors are diagnostics
// located in text, under the file name sourceName.
func ParsePassList(text, sourceName, anchor string, reg *Registry) (*OpPassManager, error) {
	p := &pipelineParser{src: source{name: sourceName, text: text}, reg: reg}
	m := NewOpPassManager(anchor)
	if err := p.parseList(m, -1); err != nil {
		return nil, err
	}
	return m, nil
}

// maxNesting bounds the nesting of pipelines in a textual pipeline and of
// braces in an option's value, as the IR parser bounds regions, types and
// attributes: the pipeline parser recurses once per level, so hostile text
// must not exhaust the stack; no real pipeline nests more than a few.
const maxNesting = 1000

type pipelineParser struct {
	src   source
	pos   int
	reg   *Registry
	depth int // open nested pipelines, bounded by maxNesting
}

func (p *pipelineParser) skipSpaces() {
	for p.pos < len(p.src.text) && isSpace(p.src.text[p.pos]) {
		p.pos++
	}
}

// peek returns the next byte, or 0 at the end.
func (p *pipelineParser) peek() byte {
	if p.pos < len(p.src.text) {
		return p.src.text[p.pos]
	}
	return 0
}

// parseList parses comma-separated elements into m up to the ')' that
// closes the '(' at offset open (-1 at the top level, which ends at the
// end of the text) and consumes that ')'.
func (p *pipelineParser) parseList(m *OpPassManager, open int) error {
	text := p.src.text
	for {
		p.skipSpaces()
		if open >= 0 && p.peek() == ')' && len(m.elements) == 0 {
			p.pos++ // an empty pipeline: `builtin.module()`
			return nil
		}
		if open < 0 && p.pos == len(text) && len(m.elements) == 0 {
			return nil
		}
		if err := p.parseElement(m); err != nil {
			return err
		}
		p.skipSpaces()
		switch p.peek() {
		case ',':
			p.pos++
		case ')':
			if open < 0 {
				return p.src.errorAt(p.pos, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline")
			}
			p.pos++
			return nil
		case 0:
			if open >= 0 {
				return p.src.errorAt(open, "encountered unbalanced parentheses while parsing pipeline")
			}
			return nil
		default:
			return p.src.errorAt(p.pos, "expected ',' or ')' after a pipeline element")
		}
	}
}

// parseElement parses a pass or a nested pipeline and appends it to m.
func (p *pipelineParser) parseElement(m *OpPassManager) error {
	text := p.src.text
	start := p.pos
	for p.pos < len(text) && !strings.ContainsRune(",(){}", rune(text[p.pos])) {
		p.pos++
	}
	name := strings.TrimRight(text[start:p.pos], " \t\r\n")
	if p.peek() == '(' && name != "" {
		open := p.pos
		if p.depth++; p.depth > maxNesting {
			return p.src.errorAt(open, "nesting depth exceeds the limit of %d", maxNesting)
		}
		p.pos++
		nested := NewOpPassManager(name)
		if err := p.parseList(nested, open); err != nil {
			return err
		}
		p.depth--
		m.elements = append(m.elements, element{nested: nested})
		return nil
	}
	newPass, ok := p.reg.Lookup(name)
	if !ok {
		return p.src.errorAt(start, "'%s' does not refer to a registered pass or pass pipeline", name)
	}
	pass := newPass()
	if p.peek() == '{' {
		open := p.pos
		end := matchingBrace(text[open:])
		if end < 0 {
			return p.src.errorAt(open, "missing closing '}' while processing pass options")
		}
		p.pos = open + end + 1
		if err := applyOptions(pass, p.src, open+1, open+end); err != nil {
			return err
		}
	}
	// The top level (no anchor) holds only the anchored pipeline; a pass
	// there is reported as an unwrapped pipeline by ParsePipeline.
	if anchor := pass.Info().Anchor; m.anchor != "" && !canRunOn(anchor, m.anchor) {
		return p.src.errorAt(start, "can't run '%s' pass on '%s' op", name, m.anchor)
	}
	m.elements = append(m.elements, element{pass: pass})
	return nil
}
