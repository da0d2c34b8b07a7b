package ir

// tokenKind classifies a token of MLIR's textual format.
type tokenKind uint8

const (
	tokEOF   tokenKind = iota
	tokError           // a lexing error; the lexer's err says what

	tokBareIdent    // foo, foo.bar, i32, loc: identifiers and keywords alike
	tokAtIdent      // @foo, @"foo bar"
	tokHashIdent    // #foo, #foo.bar
	tokPercentIdent // %foo, %0
	tokCaretIdent   // ^bb0
	tokBangIdent    // !foo, !foo.bar

	tokInteger // 42, 0x2A
	tokFloat   // 1.5, 1.0e-3
	tokString  // "text", with the quotes

	tokArrow        // ->
	tokColon        // :
	tokComma        // ,
	tokEllipsis     // ...
	tokEqual        // =
	tokGreater      // >
	tokLBrace       // {
	tokLParen       // (
	tokLSquare      // [
	tokLess         // <
	tokMinus        // -
	tokPlus         // +
	tokQuestion     // ?
	tokRBrace       // }
	tokRParen       // )
	tokRSquare      // ]
	tokStar         // *
	tokVerticalBar  // |
	tokMetadataOpen // {-#
	tokMetadataEnd  // #-}
)

// token is a span of the source. Its spelling is src[start:end]; tokens
// hold no strings of their own, so lexing allocates nothing.
type token struct {
	kind       tokenKind
	start, end int
}

// lexer splits MLIR's textual format into tokens in a single forward pass
// over the source. It can be reset to an earlier offset, which the parser
// uses to re-lex a token differently (`2x3xf32`, `@a::@b`).
type lexer struct {
	src string
	pos int
	// err is the message of the last tokError and errPos where it points.
	err    string
	errPos int
}

func isDigit(c byte) bool    { return '0' <= c && c <= '9' }
func isHexDigit(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }
func isLetter(c byte) bool   { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// isIdentChar reports whether c may continue a bare identifier.
func isIdentChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.'
}

// isSuffixPunct reports whether c is one of the punctuation characters a
// suffix-id (`%foo-bar`, `#a$b`) may contain.
func isSuffixPunct(c byte) bool { return c == '$' || c == '.' || c == '_' || c == '-' }

// at returns the byte at i, or 0 past the end: MLIR's lexer relies on a NUL
// terminator, and so does this one.
func (l *lexer) at(i int) byte {
	if i < len(l.src) {
		return l.src[i]
	}
	return 0
}

func (l *lexer) errorAt(pos int, msg string) token {
	l.err, l.errPos = msg, pos
	return token{kind: tokError, start: pos, end: pos}
}

// next lexes the token at the current position.
func (l *lexer) next() token {
	for {
		start := l.pos
		if start >= len(l.src) {
			return token{kind: tokEOF, start: len(l.src), end: len(l.src)}
		}
		c := l.src[start]
		l.pos++
		switch c {
		case ' ', '\t', '\n', '\r', 0:
			// NUL in the middle of a file is whitespace, as in MLIR.
			continue
		case '/':
			if l.at(l.pos) != '/' {
				return l.errorAt(start, "unexpected character")
			}
			for l.pos < len(l.src) && l.src[l.pos] != '\n' && l.src[l.pos] != '\r' {
				l.pos++
			}
			continue
		case ':':
			return l.tok(tokColon, start)
		case ',':
			return l.tok(tokComma, start)
		case '(':
			return l.tok(tokLParen, start)
		case ')':
			return l.tok(tokRParen, start)
		case '[':
			return l.tok(tokLSquare, start)
		case ']':
			return l.tok(tokRSquare, start)
		case '<':
			return l.tok(tokLess, start)
		case '>':
			return l.tok(tokGreater, start)
		case '=':
			return l.tok(tokEqual, start)
		case '+':
			return l.tok(tokPlus, start)
		case '*':
			return l.tok(tokStar, start)
		case '?':
			return l.tok(tokQuestion, start)
		case '|':
			return l.tok(tokVerticalBar, start)
		case '}':
			return l.tok(tokRBrace, start)
		case '{':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '#' {
				l.pos += 2
				return l.tok(tokMetadataOpen, start)
			}
			return l.tok(tokLBrace, start)
		case '-':
			if l.at(l.pos) == '>' {
				l.pos++
				return l.tok(tokArrow, start)
			}
			return l.tok(tokMinus, start)
		case '.':
			if l.at(l.pos) == '.' && l.at(l.pos+1) == '.' {
				l.pos += 2
				return l.tok(tokEllipsis, start)
			}
			return l.errorAt(start, "expected three consecutive dots for an ellipsis")
		case '"':
			return l.lexString(start)
		case '@':
			return l.lexAtIdent(start)
		case '#':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '}' {
				l.pos += 2
				return l.tok(tokMetadataEnd, start)
			}
			return l.lexPrefixed(start, tokHashIdent, "invalid attribute name")
		case '%':
			return l.lexPrefixed(start, tokPercentIdent, "invalid SSA name")
		case '^':
			return l.lexPrefixed(start, tokCaretIdent, "invalid block name")
		case '!':
			return l.lexPrefixed(start, tokBangIdent, "invalid type identifier")
		}
		switch {
		case isDigit(c):
			return l.lexNumber(start)
		case isLetter(c) || c == '_':
			for isIdentChar(l.at(l.pos)) {
				l.pos++
			}
			return l.tok(tokBareIdent, start)
		}
		return l.errorAt(start, "unexpected character")
	}
}

func (l *lexer) tok(k tokenKind, start int) token { return token{kind: k, start: start, end: l.pos} }

// lexString lexes a string literal; the opening quote is consumed.
func (l *lexer) lexString(start int) token {
	for {
		if l.pos >= len(l.src) {
			return l.errorAt(l.pos, `expected '"' in string literal`)
		}
		c := l.src[l.pos]
		l.pos++
		switch c {
		case '"':
			return l.tok(tokString, start)
		case '\n', '\v', '\f':
			return l.errorAt(l.pos-1, `expected '"' in string literal`)
		case '\\':
			switch n := l.at(l.pos); {
			case n == '"' || n == '\\' || n == 'n' || n == 't':
				l.pos++
			case isHexDigit(n) && isHexDigit(l.at(l.pos+1)):
				l.pos += 2
			default:
				return l.errorAt(l.pos-1, "unknown escape in string literal")
			}
		}
	}
}

// lexAtIdent lexes `@name` or `@"quoted name"`.
func (l *lexer) lexAtIdent(start int) token {
	c := l.at(l.pos)
	if c == '"' {
		l.pos++
		t := l.lexString(start)
		if t.kind == tokString {
			t.kind = tokAtIdent
		}
		return t
	}
	if !isLetter(c) && c != '_' {
		return l.errorAt(start+1, "@ identifier expected to start with letter or '_'")
	}
	for isIdentChar(l.at(l.pos)) {
		l.pos++
	}
	return l.tok(tokAtIdent, start)
}

// lexPrefixed lexes a suffix-id after one of `#%^!`: either digits only, or
// a letter or punctuation followed by letters, digits and punctuation.
func (l *lexer) lexPrefixed(start int, kind tokenKind, errMsg string) token {
	c := l.at(l.pos)
	switch {
	case isDigit(c):
		for isDigit(l.at(l.pos)) {
			l.pos++
		}
	case isLetter(c) || isSuffixPunct(c):
		for c := l.at(l.pos); isLetter(c) || isDigit(c) || isSuffixPunct(c); c = l.at(l.pos) {
			l.pos++
		}
	default:
		return l.errorAt(start, errMsg)
	}
	return l.tok(kind, start)
}

// lexNumber lexes an integer (decimal or 0x hexadecimal) or a float
// `[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?`; the first digit is consumed.
func (l *lexer) lexNumber(start int) token {
	if l.src[start] == '0' && l.at(l.pos) == 'x' {
		// `0xi32` is the integer 0 followed by the identifier xi32.
		if !isHexDigit(l.at(l.pos + 1)) {
			return l.tok(tokInteger, start)
		}
		l.pos += 2
		for isHexDigit(l.at(l.pos)) {
			l.pos++
		}
		return l.tok(tokInteger, start)
	}
	for isDigit(l.at(l.pos)) {
		l.pos++
	}
	if l.at(l.pos) != '.' {
		return l.tok(tokInteger, start)
	}
	l.pos++
	for isDigit(l.at(l.pos)) {
		l.pos++
	}
	if c := l.at(l.pos); c == 'e' || c == 'E' {
		n1, n2 := l.at(l.pos+1), l.at(l.pos+2)
		if isDigit(n1) || (n1 == '-' || n1 == '+') && isDigit(n2) {
			l.pos += 2
			for isDigit(l.at(l.pos)) {
				l.pos++
			}
		}
	}
	return l.tok(tokFloat, start)
}

// unescapeString returns the value of a string literal token's spelling
// (quotes included): `\"`, `\\`, `\n`, `\t` and `\XX` hex escapes. The
// lexer has already checked the escapes.
func unescapeString(s string) string {
	s = s[1 : len(s)-1]
	i := 0
	for i < len(s) && s[i] != '\\' {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b = append(b, c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b = append(b, '\n')
		case 't':
			b = append(b, '\t')
		case '"', '\\':
			b = append(b, s[i])
		default:
			if i+1 < len(s) {
				b = append(b, hexVal(s[i])<<4|hexVal(s[i+1]))
				i++
			}
		}
	}
	return string(b)
}

func hexVal(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}
