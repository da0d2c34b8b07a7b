// Package dsl is the front end of strata's OpenMP lowering DSL: a lexer, a
// recursive-descent parser to an AST, a checker against a [Schema], an
// evaluator that selects a construct declaration for an op and resolves it
// to a [Plan], and a canonical formatter. The language is described in
// docs/dsl.md.
package dsl

import (
	"fmt"
	"strconv"

	"github.com/strata-ir/strata/ir"
)

// Pos is a position in a spec file: 1-based line and byte column.
type Pos struct {
	File      string
	Line, Col int
}

// Loc returns the position as an IR location, for diagnostics.
func (p Pos) Loc() ir.Location { return ir.NewFileLineColLoc(p.File, p.Line, p.Col) }

// String returns file:line:col.
func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// before reports whether p comes before q in the same file.
func (p Pos) before(q Pos) bool {
	return p.Line < q.Line || p.Line == q.Line && p.Col < q.Col
}

// errorAt returns an error diagnostic at p.
func errorAt(p Pos, format string, args ...any) *ir.Diagnostic {
	return ir.Errorf(p.Loc(), format, args...)
}

// TokenKind is the kind of a token.
type TokenKind uint8

const (
	tokEOF TokenKind = iota
	tokIdent
	tokString
	tokNumber
	tokKeyword
	tokPunct
)

// isKeyword reports whether word is reserved; keywords cannot be used as
// identifiers.
func isKeyword(word string) bool {
	switch word {
	case "runtime", "construct", "let", "when", "otherwise", "pre", "invoke", "post",
		"call", "emit", "has", "and", "or", "not", "true", "false", "null":
		return true
	}
	return false
}

// Token is one lexical token. Text is the identifier, keyword or
// punctuation as written, or a string's decoded value; Num is a number's
// value.
type Token struct {
	Kind TokenKind
	Pos  Pos
	End  Pos // just after the token's last byte
	Text string
	Num  int64
}

// describe returns the token as an error message names it.
func (t Token) describe() string {
	switch t.Kind {
	case tokEOF:
		return "end of file"
	case tokIdent:
		return fmt.Sprintf("identifier '%s'", t.Text)
	case tokString:
		return "string " + quote(t.Text)
	case tokNumber:
		return "number " + strconv.FormatInt(t.Num, 10)
	case tokKeyword:
		return fmt.Sprintf("keyword '%s'", t.Text)
	}
	return fmt.Sprintf("'%s'", t.Text)
}

func (t Token) is(kind TokenKind, text string) bool { return t.Kind == kind && t.Text == text }

// Comment is a `//` or `/* */` comment, kept for the formatter. Text is the
// comment as written, delimiters included; EndLine is the line it ends on.
type Comment struct {
	Pos     Pos
	EndLine int
	Text    string
}

// lexer turns a spec's text into tokens. It stops at the first error.
type lexer struct {
	file     string
	src      string
	off      int
	line     int
	lineOff  int // offset of the current line's first byte
	comments []Comment
}

func newLexer(file, src string) *lexer {
	return &lexer{file: file, src: src, line: 1}
}

func (lx *lexer) pos() Pos {
	return Pos{File: lx.file, Line: lx.line, Col: lx.off - lx.lineOff + 1}
}

// advance moves past one byte, keeping the line count.
func (lx *lexer) advance() {
	if lx.src[lx.off] == '\n' {
		lx.line++
		lx.lineOff = lx.off + 1
	}
	lx.off++
}

func (lx *lexer) peekByte(ahead int) byte {
	if lx.off+ahead < len(lx.src) {
		return lx.src[lx.off+ahead]
	}
	return 0
}

// skipSpace skips white space and comments, recording the comments.
func (lx *lexer) skipSpace() *ir.Diagnostic {
	for lx.off < len(lx.src) {
		c := lx.src[lx.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			lx.advance()
		case c == '/' && lx.peekByte(1) == '/':
			start, startOff := lx.pos(), lx.off
			for lx.off < len(lx.src) && lx.src[lx.off] != '\n' {
				lx.advance()
			}
			text := lx.src[startOff:lx.off]
			if n := len(text); n > 0 && text[n-1] == '\r' {
				text = text[:n-1]
			}
			lx.comments = append(lx.comments, Comment{Pos: start, EndLine: start.Line, Text: text})
		case c == '/' && lx.peekByte(1) == '*':
			start, startOff := lx.pos(), lx.off
			lx.advance()
			lx.advance()
			for {
				if lx.off >= len(lx.src) {
					return errorAt(start, "unterminated block comment")
				}
				if lx.src[lx.off] == '*' && lx.peekByte(1) == '/' {
					lx.advance()
					lx.advance()
					break
				}
				lx.advance()
			}
			lx.comments = append(lx.comments, Comment{Pos: start, EndLine: lx.line, Text: lx.src[startOff:lx.off]})
		default:
			return nil
		}
	}
	return nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// next returns the next token.
func (lx *lexer) next() (Token, *ir.Diagnostic) {
	t, err := lx.scan()
	t.End = lx.pos()
	return t, err
}

func (lx *lexer) scan() (Token, *ir.Diagnostic) {
	if err := lx.skipSpace(); err != nil {
		return Token{}, err
	}
	start := lx.pos()
	if lx.off >= len(lx.src) {
		return Token{Kind: tokEOF, Pos: start}, nil
	}
	c := lx.src[lx.off]
	switch {
	case isLetter(c):
		begin := lx.off
		for lx.off < len(lx.src) && (isLetter(lx.src[lx.off]) || isDigit(lx.src[lx.off])) {
			lx.advance()
		}
		word := lx.src[begin:lx.off]
		if isKeyword(word) {
			return Token{Kind: tokKeyword, Pos: start, Text: word}, nil
		}
		return Token{Kind: tokIdent, Pos: start, Text: word}, nil
	case isDigit(c) || c == '-' && isDigit(lx.peekByte(1)):
		return lx.number(start)
	case c == '"':
		return lx.str(start)
	}
	two := ""
	if lx.off+1 < len(lx.src) {
		two = lx.src[lx.off : lx.off+2]
	}
	switch two {
	case "==", "!=", "=>":
		lx.advance()
		lx.advance()
		return Token{Kind: tokPunct, Pos: start, Text: two}, nil
	}
	switch c {
	case '{', '}', '(', ')', '[', ']', ',', ';', '=':
		lx.advance()
		return Token{Kind: tokPunct, Pos: start, Text: string(c)}, nil
	case '!':
		return Token{}, errorAt(start, "unexpected '!'; negation is written 'not'")
	case '-':
		return Token{}, errorAt(start, "expected a digit after '-'")
	case '\'':
		return Token{}, errorAt(start, "strings are written in double quotes")
	}
	if c < 0x20 || c >= 0x7f {
		return Token{}, errorAt(start, "unexpected character 0x%02x", c)
	}
	return Token{}, errorAt(start, "unexpected character '%c'", c)
}

func (lx *lexer) number(start Pos) (Token, *ir.Diagnostic) {
	begin := lx.off
	if lx.src[lx.off] == '-' {
		lx.advance()
	}
	for lx.off < len(lx.src) && isDigit(lx.src[lx.off]) {
		lx.advance()
	}
	if lx.off < len(lx.src) && (isLetter(lx.src[lx.off]) || lx.src[lx.off] == '.') {
		return Token{}, errorAt(start, "malformed number; numbers are decimal integers")
	}
	text := lx.src[begin:lx.off]
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		return Token{}, errorAt(start, "number %s is out of the range of a 64-bit integer", text)
	}
	return Token{Kind: tokNumber, Pos: start, Text: text, Num: n}, nil
}

// str lexes a double-quoted string with the escapes \" \\ \n \t \r and \xNN.
func (lx *lexer) str(start Pos) (Token, *ir.Diagnostic) {
	lx.advance() // the opening quote
	var value []byte
	for {
		if lx.off >= len(lx.src) || lx.src[lx.off] == '\n' {
			return Token{}, errorAt(start, "unterminated string")
		}
		c := lx.src[lx.off]
		if c == '"' {
			lx.advance()
			return Token{Kind: tokString, Pos: start, Text: string(value)}, nil
		}
		if c != '\\' {
			value = append(value, c)
			lx.advance()
			continue
		}
		escPos := lx.pos()
		lx.advance()
		if lx.off >= len(lx.src) {
			return Token{}, errorAt(start, "unterminated string")
		}
		e := lx.src[lx.off]
		lx.advance()
		switch e {
		case '"', '\\':
			value = append(value, e)
		case 'n':
			value = append(value, '\n')
		case 't':
			value = append(value, '\t')
		case 'r':
			value = append(value, '\r')
		case 'x':
			if lx.off+2 > len(lx.src) {
				return Token{}, errorAt(escPos, "\\x needs two hexadecimal digits")
			}
			b, err := strconv.ParseUint(lx.src[lx.off:lx.off+2], 16, 8)
			if err != nil {
				return Token{}, errorAt(escPos, "\\x needs two hexadecimal digits")
			}
			lx.advance()
			lx.advance()
			value = append(value, byte(b))
		default:
			if e < 0x20 || e >= 0x7f {
				return Token{}, errorAt(escPos, "unknown escape sequence in string")
			}
			return Token{}, errorAt(escPos, "unknown escape sequence '\\%c' in string", e)
		}
	}
}

// quote returns s as a DSL string literal that lexes back to s.
func quote(s string) string {
	b := []byte{'"'}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\t':
			b = append(b, '\\', 't')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c < 0x20 || c == 0x7f:
			b = append(b, fmt.Sprintf("\\x%02x", c)...)
		default:
			b = append(b, c)
		}
	}
	return string(append(b, '"'))
}
