package ompdir

import "strings"

// Lex splits the text of a directive (after `omp`) into tokens, the way
// the C preprocessor would; pos is the position of the text's first byte.
// The front end takes its tokens from the preprocessor instead; Lex serves
// tests, fuzzing and tools that hold a directive as text.
func Lex(text string, pos Pos) []Token {
	var toks []Token
	line, col := pos.Line, pos.Col
	for i := 0; i < len(text); {
		c := text[i]
		start := Pos{File: pos.File, Line: line, Col: col}
		adv := func(n int) {
			for k := 0; k < n; k++ {
				if text[i+k] == '\n' {
					line++
					col = 1
				} else {
					col++
				}
			}
			i += n
		}
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\':
			adv(1)
		case isIdentStart(c):
			j := i
			for j < len(text) && (isIdentStart(text[j]) || isDigit(text[j])) {
				j++
			}
			toks = append(toks, Token{Kind: Ident, Text: text[i:j], Pos: start})
			adv(j - i)
		case isDigit(c) || (c == '.' && i+1 < len(text) && isDigit(text[i+1])):
			j := i
			for j < len(text) && (isIdentStart(text[j]) || isDigit(text[j]) || text[j] == '.' ||
				((text[j] == '+' || text[j] == '-') && (text[j-1] == 'e' || text[j-1] == 'E' || text[j-1] == 'p' || text[j-1] == 'P'))) {
				j++
			}
			toks = append(toks, Token{Kind: Number, Text: text[i:j], Pos: start})
			adv(j - i)
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(text) && text[j] != c && text[j] != '\n' {
				if text[j] == '\\' {
					j++
				}
				j++
			}
			if j < len(text) && text[j] == c {
				j++
			}
			if j > len(text) {
				j = len(text)
			}
			kind := String
			if c == '\'' {
				kind = Char
			}
			toks = append(toks, Token{Kind: kind, Text: text[i:j], Pos: start})
			adv(j - i)
		default:
			n := 1
			for _, op := range []string{"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##"} {
				if strings.HasPrefix(text[i:], op) {
					n = len(op)
					break
				}
			}
			toks = append(toks, Token{Kind: Punct, Text: text[i : i+n], Pos: start})
			adv(n)
		}
	}
	return toks
}

func isIdentStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool      { return c >= '0' && c <= '9' }
