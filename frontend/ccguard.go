package frontend

import (
	"bytes"
	"strings"

	cc "modernc.org/cc/v4"
)

// modernc.org/cc/v4 (v4.34.1) never returns on two kinds of broken
// programs: its parser loops at the end of the input, adding an error
// each time, when the input ends in a pointer declarator's qualifier
// list (`int * ;`, `struct s { int * };`, `int *const` at the end: after
// a '*' its loop consumes every token that cannot follow one until one
// that can, and the end of input is neither), or right after 'enum'.
// The front end must report an error instead, so it looks for these
// endings itself before it runs cc: on the main file's tokens, and on
// the preprocessed program when macros could change the ending.

// guardToken is a token of the guard's own tokenizer.
type guardToken struct {
	text      string
	line, col int
	cond      int // #if nesting depth around the token
}

// hangGuard returns the diagnostic of a program that would make cc loop
// forever, or nil. cfg and sources are cc's, for the preprocessed
// check; defines are the -D names.
func hangGuard(name string, src []byte, cfg *cc.Config, sources []cc.Source, defines []string) *Diagnostic {
	toks, macros, includeAtEnd := guardTokens(src)
	for _, d := range defines {
		k, _, _ := strings.Cut(d, "=")
		macros[k] = true
	}
	at, end := hangAt(toks)
	if at >= 0 {
		if !includeAtEnd && unconditional(toks[at:]) && !macroNear(toks, at, macros) {
			return hangDiagnostic(name, src, toks, at, end)
		}
	} else if !ambiguousEnd(toks, macros, includeAtEnd) {
		return nil
	}
	// The main file alone does not tell: look at the program cc parses.
	pcfg := *cfg
	pcfg.PragmaHandler = func([]cc.Token) error { return nil }
	var out bytes.Buffer
	if err := cc.Preprocess(&pcfg, sources, &out); err != nil {
		// cc's parser reports the preprocessor's errors too, and stops.
		return nil
	}
	ptoks, _, _ := guardTokens(out.Bytes())
	if pat, _ := hangAt(ptoks); pat < 0 {
		return nil
	}
	if at >= 0 {
		return hangDiagnostic(name, src, toks, at, end)
	}
	return &Diagnostic{Pos: endOf(name, src), Severity: Error,
		Msg: "the program ends inside a declaration (after '*' or 'enum', once its macros are replaced)"}
}

// hangDiagnostic reports the ending at toks[at] ('*' or 'enum'); end
// is the first token after it that cannot follow it, or len(toks).
func hangDiagnostic(name string, src []byte, toks []guardToken, at, end int) *Diagnostic {
	what := toks[at].text
	if end < len(toks) {
		t := toks[end]
		return &Diagnostic{Pos: Pos{File: name, Line: t.line, Col: t.col}, Severity: Error,
			Msg: "unexpected '" + t.text + "' after '" + what + "', expected a declarator"}
	}
	return &Diagnostic{Pos: endOf(name, src), Severity: Error, Msg: "unexpected end of file after '" + what + "'"}
}

// hangAt returns the index of the '*' or 'enum' that cc's parser would
// loop after, or -1, and the first token after it that cannot follow it
// (len(toks) when none does). Attributes after a '*' belong to its
// qualifier list; the tokens that end the list are those of cc's
// typeQualifierList.
func hangAt(toks []guardToken) (at, end int) {
	var kept []int
	for i := 0; i < len(toks); i++ {
		if t := toks[i].text; t == "__attribute__" || t == "__attribute" {
			// Skip the attribute: its parenthesized list, to its end or
			// to the end of the input.
			depth := 0
			j := i + 1
			for ; j < len(toks); j++ {
				switch toks[j].text {
				case "(":
					depth++
				case ")":
					depth--
				}
				if depth <= 0 {
					break
				}
			}
			i = j
			continue
		}
		kept = append(kept, i)
	}
	if n := len(kept); n > 0 && toks[kept[n-1]].text == "enum" {
		return kept[n-1], len(toks)
	}
	for k := len(kept) - 1; k >= 0; k-- {
		t := toks[kept[k]].text
		if !endsQualifierList(t) {
			continue
		}
		if t != "*" {
			return -1, 0
		}
		end := len(toks)
		for _, j := range kept[k+1:] {
			if !isQualifier(toks[j].text) {
				end = j
				break
			}
		}
		return kept[k], end
	}
	return -1, 0
}

// endsQualifierList reports whether a token ends cc's type qualifier
// list after a '*': ':', ')', ',', '[', ']', 'static', or one that can
// start an expression (an identifier, a constant, a string, '(', a unary
// operator, sizeof, ...). '*' itself can.
func endsQualifierList(t string) bool {
	switch t {
	case ":", ")", ",", "[", "]", "static", "!", "&", "(", "*", "+", "-", "~", "&&", "++", "--",
		"sizeof", "_Alignof", "__alignof__", "__alignof", "_Generic", "__real__", "__real", "__imag__", "__imag":
		return true
	}
	c := t[0]
	if c == '"' || c == '\'' || c >= '0' && c <= '9' || c == '.' && len(t) > 1 {
		return true
	}
	if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		if len(t) > 1 && (t[1] == '"' || t[1] == '\'') || strings.HasPrefix(t, "u8\"") {
			return true // L"..", u'.'
		}
		return !cKeywords[t]
	}
	return false
}

func isQualifier(t string) bool {
	switch t {
	case "const", "volatile", "restrict", "_Atomic", "__const", "__const__", "__volatile", "__volatile__",
		"__restrict", "__restrict__", "_Nonnull", "_Nullable":
		return true
	}
	return false
}

// cKeywords are the keywords cc does not take as identifiers.
var cKeywords = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`auto break case char const continue default do double else enum extern
		float for goto if inline int long register restrict return short signed sizeof static struct switch
		typedef union unsigned void volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic
		_Imaginary _Noreturn _Static_assert _Thread_local asm __asm __asm__ __attribute __attribute__
		__const __const__ __inline __inline__ __restrict __restrict__ __signed __signed__ __volatile
		__volatile__ typeof __typeof __typeof__ __extension__ __label__ __real __real__ __imag __imag__
		__alignof __alignof__ __auto_type __int128 _Float16 _Float32 _Float64 _Float128 _Float32x _Float64x
		_Decimal32 _Decimal64 _Decimal128 __thread _Nonnull _Nullable`) {
		cKeywords[k] = true
	}
}

// unconditional reports whether no token of toks is in an #if group.
func unconditional(toks []guardToken) bool {
	for _, t := range toks {
		if t.cond != 0 {
			return false
		}
	}
	return true
}

// macroNear reports whether a macro of the main file (or the command
// line) is used right around toks[at], where it could change what cc
// sees.
func macroNear(toks []guardToken, at int, macros map[string]bool) bool {
	for _, t := range toks[max(at-1, 0):] {
		if macros[t.text] {
			return true
		}
	}
	return false
}

// ambiguousEnd reports whether the end of the preprocessed program may
// differ from the main file's: its last token is not ';' or '}' at the
// top of #if nesting, brackets do not balance, a macro of the file is
// used at the end, or an #include follows the last token.
func ambiguousEnd(toks []guardToken, macros map[string]bool, includeAtEnd bool) bool {
	if includeAtEnd || len(toks) == 0 {
		return includeAtEnd
	}
	last := toks[len(toks)-1]
	if last.cond != 0 || last.text != ";" && last.text != "}" {
		return true
	}
	depth := 0
	for _, t := range toks {
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
	}
	if depth != 0 {
		return true
	}
	for i := len(toks) - 1; i >= 0 && i >= len(toks)-4; i-- {
		if macros[toks[i].text] {
			return true
		}
	}
	return false
}

// guardTokens splits C source into tokens, skipping comments and
// preprocessing directives. It returns the names the file #defines and
// whether an #include comes after the last token.
func guardTokens(src []byte) (toks []guardToken, macros map[string]bool, includeAtEnd bool) {
	macros = map[string]bool{}
	s := string(src)
	line, col := 1, 1
	cond := 0
	lineStart := true
	advance := func(n int) {
		for k := 0; k < n && k < len(s); k++ {
			if s[k] == '\n' {
				line++
				col = 1
			} else {
				col++
			}
		}
		s = s[min(n, len(s)):]
	}
	for len(s) > 0 {
		c := s[0]
		switch {
		case c == '\n':
			advance(1)
			lineStart = true
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			advance(1)
			continue
		case c == '\\' && len(s) > 1 && s[1] == '\n':
			advance(2)
			continue
		case strings.HasPrefix(s, "//"):
			n := strings.IndexByte(s, '\n')
			if n < 0 {
				n = len(s)
			}
			advance(n)
			continue
		case strings.HasPrefix(s, "/*"):
			n := strings.Index(s[2:], "*/")
			if n < 0 {
				advance(len(s))
			} else {
				advance(n + 4)
			}
			continue
		case c == '#' && lineStart:
			// A directive, to the end of its (continued) line.
			n := 0
			for n < len(s) && s[n] != '\n' {
				if s[n] == '\\' && n+1 < len(s) && s[n+1] == '\n' {
					n += 2
					continue
				}
				n++
			}
			fields := strings.Fields(strings.TrimPrefix(strings.ReplaceAll(s[:n], "\\\n", " "), "#"))
			if len(fields) > 0 {
				switch fields[0] {
				case "if", "ifdef", "ifndef":
					cond++
				case "endif":
					cond--
				case "define":
					if len(fields) > 1 {
						name := fields[1]
						if p := strings.IndexByte(name, '('); p >= 0 {
							name = name[:p]
						}
						macros[name] = true
					}
				case "include", "include_next", "import":
					includeAtEnd = true
				}
			}
			advance(n)
			continue
		}
		lineStart = false
		n := guardTokenLen(s)
		toks = append(toks, guardToken{text: s[:n], line: line, col: col, cond: cond})
		includeAtEnd = false
		advance(n)
	}
	return toks, macros, includeAtEnd
}

// guardPunct are C's punctuators, longest first.
var guardPunct = []string{"%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
	"&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:"}

// guardTokenLen returns the length of the token at the start of s.
func guardTokenLen(s string) int {
	c := s[0]
	isIdent := func(b byte) bool {
		return b == '_' || b == '$' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
	}
	quoted := func(start int) int {
		q := s[start]
		i := start + 1
		for i < len(s) && s[i] != q && s[i] != '\n' {
			if s[i] == '\\' {
				i++
			}
			i++
		}
		return min(i+1, len(s))
	}
	switch {
	case c == '"' || c == '\'':
		return quoted(0)
	case c >= '0' && c <= '9' || c == '.' && len(s) > 1 && s[1] >= '0' && s[1] <= '9':
		i := 1
		for i < len(s) {
			b := s[i]
			if (b == '+' || b == '-') && strings.ContainsRune("eEpP", rune(s[i-1])) || b == '.' || isIdent(b) {
				i++
				continue
			}
			break
		}
		return i
	case isIdent(c):
		i := 1
		for i < len(s) && isIdent(s[i]) {
			i++
		}
		if i < len(s) && (s[i] == '"' || s[i] == '\'') {
			switch s[:i] {
			case "L", "u", "U", "u8":
				return quoted(i)
			}
		}
		return i
	}
	for _, p := range guardPunct {
		if strings.HasPrefix(s, p) {
			return len(p)
		}
	}
	return 1
}
