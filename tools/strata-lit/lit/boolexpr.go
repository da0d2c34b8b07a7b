package lit

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// FeatureSet is the set of feature names available to a test.
type FeatureSet map[string]bool

// Sorted returns the features in lexical order.
func (fs FeatureSet) Sorted() []string {
	names := make([]string, 0, len(fs))
	for name, ok := range fs {
		if ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// BoolExpr is a parsed feature expression from a REQUIRES:, UNSUPPORTED: or
// XFAIL: list, such as "linux && !(asan || tsan)".
//
// The grammar is lit's:
//
//	expr  := and ('||' and)*
//	and   := not ('&&' not)*
//	not   := '!' not | '(' expr ')' | ident
//	ident := ([-+=._a-zA-Z0-9] | '{{' regexp '}}')+
//
// An identifier names a feature; one containing {{regexp}} parts matches any
// available feature that the whole pattern matches. "true" and "false" are
// literals.
type BoolExpr struct {
	src  string
	root boolNode
}

// String returns the expression's source text, trimmed.
func (e *BoolExpr) String() string { return e.src }

// Eval reports whether the expression holds for the given features.
func (e *BoolExpr) Eval(features FeatureSet) bool { return e.root.eval(features) }

// maxExprDepth bounds the nesting of '(' and '!' so hostile input cannot
// exhaust the stack; feature lists are short, and lit's Python recursion
// limit stops it a few hundred levels deep too.
const maxExprDepth = 200

// ParseBoolExpr parses a feature expression. Errors are plain messages
// (without a location); callers add the file and line.
func ParseBoolExpr(src string) (*BoolExpr, error) {
	p := &exprParser{src: src}
	if err := p.next(); err != nil {
		return nil, err
	}
	if p.tok.kind == tokEOF {
		return nil, fmt.Errorf("empty expression")
	}
	root, err := p.parseOr(0)
	if err != nil {
		return nil, err
	}
	if p.tok.kind != tokEOF {
		return nil, fmt.Errorf("unexpected %s in %q", p.tok, src)
	}
	return &BoolExpr{src: strings.TrimSpace(src), root: root}, nil
}

type boolNode interface {
	eval(FeatureSet) bool
}

type (
	constNode bool
	notNode   struct{ x boolNode }
	andNode   struct{ x, y boolNode }
	orNode    struct{ x, y boolNode }
	identNode struct {
		name string
		re   *regexp.Regexp // non-nil when the identifier has {{regexp}} parts
	}
)

func (n constNode) eval(FeatureSet) bool  { return bool(n) }
func (n notNode) eval(fs FeatureSet) bool { return !n.x.eval(fs) }
func (n andNode) eval(fs FeatureSet) bool { return n.x.eval(fs) && n.y.eval(fs) }
func (n orNode) eval(fs FeatureSet) bool  { return n.x.eval(fs) || n.y.eval(fs) }
func (n identNode) eval(fs FeatureSet) bool {
	if n.re == nil {
		return fs[n.name]
	}
	for name, ok := range fs {
		if ok && n.re.MatchString(name) {
			return true
		}
	}
	return false
}

type tokKind int

const (
	tokEOF tokKind = iota
	tokIdent
	tokAnd
	tokOr
	tokNot
	tokLParen
	tokRParen
)

type token struct {
	kind tokKind
	text string
}

func (t token) String() string {
	if t.kind == tokEOF {
		return "end of expression"
	}
	return fmt.Sprintf("%q", t.text)
}

type exprParser struct {
	src string
	pos int
	tok token
}

func isIdentByte(c byte) bool {
	return c == '-' || c == '+' || c == '=' || c == '.' || c == '_' ||
		('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}

// next scans the next token into p.tok.
func (p *exprParser) next() error {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t') {
		p.pos++
	}
	if p.pos >= len(p.src) {
		p.tok = token{kind: tokEOF}
		return nil
	}
	rest := p.src[p.pos:]
	for _, op := range []struct {
		text string
		kind tokKind
	}{{"&&", tokAnd}, {"||", tokOr}, {"!", tokNot}, {"(", tokLParen}, {")", tokRParen}} {
		if strings.HasPrefix(rest, op.text) {
			p.tok = token{kind: op.kind, text: op.text}
			p.pos += len(op.text)
			return nil
		}
	}
	start := p.pos
	for p.pos < len(p.src) {
		if isIdentByte(p.src[p.pos]) {
			p.pos++
			continue
		}
		if strings.HasPrefix(p.src[p.pos:], "{{") {
			end := strings.Index(p.src[p.pos+2:], "}}")
			if end < 0 {
				return fmt.Errorf("unterminated '{{' in %q", p.src)
			}
			p.pos += 2 + end + 2
			continue
		}
		break
	}
	if p.pos == start {
		return fmt.Errorf("unexpected character %q in %q", rest[:1], p.src)
	}
	p.tok = token{kind: tokIdent, text: p.src[start:p.pos]}
	return nil
}

func (p *exprParser) parseOr(depth int) (boolNode, error) {
	x, err := p.parseAnd(depth)
	if err != nil {
		return nil, err
	}
	for p.tok.kind == tokOr {
		if err := p.next(); err != nil {
			return nil, err
		}
		y, err := p.parseAnd(depth)
		if err != nil {
			return nil, err
		}
		x = orNode{x, y}
	}
	return x, nil
}

func (p *exprParser) parseAnd(depth int) (boolNode, error) {
	x, err := p.parseNot(depth)
	if err != nil {
		return nil, err
	}
	for p.tok.kind == tokAnd {
		if err := p.next(); err != nil {
			return nil, err
		}
		y, err := p.parseNot(depth)
		if err != nil {
			return nil, err
		}
		x = andNode{x, y}
	}
	return x, nil
}

func (p *exprParser) parseNot(depth int) (boolNode, error) {
	if depth > maxExprDepth {
		return nil, fmt.Errorf("nesting depth exceeds the limit of %d", maxExprDepth)
	}
	switch p.tok.kind {
	case tokNot:
		if err := p.next(); err != nil {
			return nil, err
		}
		x, err := p.parseNot(depth + 1)
		if err != nil {
			return nil, err
		}
		return notNode{x}, nil
	case tokLParen:
		if err := p.next(); err != nil {
			return nil, err
		}
		x, err := p.parseOr(depth + 1)
		if err != nil {
			return nil, err
		}
		if p.tok.kind != tokRParen {
			return nil, fmt.Errorf("expected ')' but found %s in %q", p.tok, p.src)
		}
		if err := p.next(); err != nil {
			return nil, err
		}
		return x, nil
	case tokIdent:
		n, err := newIdent(p.tok.text)
		if err != nil {
			return nil, err
		}
		if err := p.next(); err != nil {
			return nil, err
		}
		return n, nil
	default:
		return nil, fmt.Errorf("expected a feature name, '!' or '(' but found %s in %q", p.tok, p.src)
	}
}

func newIdent(text string) (boolNode, error) {
	switch text {
	case "true":
		return constNode(true), nil
	case "false":
		return constNode(false), nil
	}
	if !strings.Contains(text, "{{") {
		return identNode{name: text}, nil
	}
	// Literal parts are quoted; {{...}} parts are spliced in as regexps.
	var b strings.Builder
	b.WriteString("^(?:")
	rest := text
	for rest != "" {
		i := strings.Index(rest, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(rest))
			break
		}
		b.WriteString(regexp.QuoteMeta(rest[:i]))
		rest = rest[i+2:]
		j := strings.Index(rest, "}}")
		// The tokenizer guarantees the closing braces exist. Each part is
		// checked alone so an error names the user's text, not ours.
		if _, err := regexp.Compile(rest[:j]); err != nil {
			return nil, fmt.Errorf("bad regular expression {{%s}}: %v", rest[:j], err)
		}
		b.WriteString("(?:" + rest[:j] + ")")
		rest = rest[j+2:]
	}
	b.WriteString(")$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil, fmt.Errorf("bad regular expression in %q: %v", text, err)
	}
	return identNode{name: text, re: re}, nil
}
