package lit

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// RunLine is one shell command of a test: a RUN: line joined with its
// continuation lines, before substitution.
type RunLine struct {
	Line    int    // line of the first RUN: line
	EndLine int    // line of the last continuation line
	Command string // as written, with '\' continuations removed
}

// Location describes where the command came from, as lit does in its
// "RUN: at line N" markers.
func (r RunLine) Location() string {
	if r.Line == r.EndLine {
		return fmt.Sprintf("at line %d", r.Line)
	}
	return fmt.Sprintf("from line %d to %d", r.Line, r.EndLine)
}

// Condition is one item of a REQUIRES:, UNSUPPORTED: or XFAIL: list.
type Condition struct {
	Line int
	Expr *BoolExpr // nil for the XFAIL wildcard "*"
}

// Script holds the directives of a test file.
type Script struct {
	Run          []RunLine
	Requires     []Condition // all must hold
	Unsupported  []Condition // any holding makes the test unsupported
	XFail        []Condition // any holding makes a failure expected
	AllowRetries int         // extra attempts for a failing test
}

// keywords are the directives recognised in test files. A keyword counts
// only where it starts a word (see startsWord), so "CHECK-XFAIL:" or
// "MYRUN:" is not one; lit itself matches anywhere, which makes such lines
// silently directives.
var keywords = [...]string{"RUN:", "REQUIRES:", "UNSUPPORTED:", "XFAIL:", "ALLOW_RETRIES:", "END."}

// lineExpr matches lit's %(line), %(line+N) and %(line-N).
var lineExpr = regexp.MustCompile(`%\(line *(?:([+-]) *([0-9]+))?\)`)

// ParseScript extracts the directives of the test file named file.
//
// Like lit, it looks for a keyword anywhere on a line (after "//", ";",
// "#" or any other comment leader) and takes the rest of the line as its
// value. A RUN: line ending in '\' continues onto the next RUN: line.
// Parsing stops at "END.". A file without RUN: lines is not an error here;
// the Runner reports it.
func ParseScript(file string, data []byte) (*Script, error) {
	s := &Script{}
	var pendingRun *RunLine // a RUN: line that ended in '\'
	retriesLine := 0
	for i, text := range strings.Split(string(data), "\n") {
		lineNo := i + 1
		kw, value, ok := findKeyword(strings.TrimSuffix(text, "\r"))
		if !ok {
			continue
		}
		if kw == "END." {
			break
		}
		switch kw {
		case "RUN:":
			value = strings.TrimRight(expandLineNumbers(value, lineNo), " \t")
			if pendingRun != nil {
				pendingRun.Command = pendingRun.Command[:len(pendingRun.Command)-1] + value
				pendingRun.EndLine = lineNo
			} else {
				value = strings.TrimLeft(value, " \t")
				s.Run = append(s.Run, RunLine{Line: lineNo, EndLine: lineNo, Command: value})
				pendingRun = &s.Run[len(s.Run)-1]
			}
			if !strings.HasSuffix(pendingRun.Command, `\`) {
				pendingRun = nil
			}
		case "REQUIRES:", "UNSUPPORTED:", "XFAIL:":
			conds, err := parseConditions(file, lineNo, kw, value)
			if err != nil {
				return nil, err
			}
			switch kw {
			case "REQUIRES:":
				s.Requires = append(s.Requires, conds...)
			case "UNSUPPORTED:":
				s.Unsupported = append(s.Unsupported, conds...)
			default:
				s.XFail = append(s.XFail, conds...)
			}
		case "ALLOW_RETRIES:":
			if retriesLine != 0 {
				return nil, errorf(file, lineNo, "ALLOW_RETRIES: given more than once (first at line %d)", retriesLine)
			}
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > 1000 {
				return nil, errorf(file, lineNo, "ALLOW_RETRIES: expected a number from 0 to 1000, got %q", strings.TrimSpace(value))
			}
			retriesLine, s.AllowRetries = lineNo, n
		}
		// Pointers into s.Run stay valid only until the next append, which
		// happens solely when pendingRun is nil.
	}
	if pendingRun != nil {
		return nil, errorf(file, pendingRun.EndLine, "RUN: line ends with '\\' but no RUN: line follows to continue it")
	}
	return s, nil
}

// findKeyword returns the leftmost keyword on the line that starts a word,
// and the text after it.
func findKeyword(line string) (kw, value string, ok bool) {
	best := -1
	for _, k := range keywords {
		for from := 0; from < len(line); {
			j := strings.Index(line[from:], k)
			if j < 0 {
				break
			}
			j += from
			if startsWord(line, j) {
				if best < 0 || j < best {
					best, kw = j, k
				}
				break
			}
			from = j + 1
		}
	}
	if best < 0 {
		return "", "", false
	}
	return kw, line[best+len(kw):], true
}

// startsWord reports whether position j of line begins a word: it is not
// preceded by a letter, digit or '_', nor by a '-' joining it to one (as in
// the FileCheck prefix "CHECK-RUN:"). "--RUN:" and "//RUN:" do start one.
func startsWord(line string, j int) bool {
	if j == 0 {
		return true
	}
	if c := line[j-1]; c == '-' {
		return j < 2 || !isAlnum(line[j-2])
	}
	return !isAlnum(line[j-1])
}

func isAlnum(c byte) bool {
	return c == '_' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}

func expandLineNumbers(s string, lineNo int) string {
	if !strings.Contains(s, "%(line") {
		return s
	}
	return lineExpr.ReplaceAllStringFunc(s, func(m string) string {
		sub := lineExpr.FindStringSubmatch(m)
		n := lineNo
		if sub[1] != "" {
			d, err := strconv.Atoi(sub[2])
			if err != nil {
				return m // absurdly large offset: leave it alone
			}
			if sub[1] == "+" {
				n += d
			} else {
				n -= d
			}
		}
		return strconv.Itoa(n)
	})
}

// parseConditions splits a comma-separated list, as lit does: empty items
// are dropped and "*" is allowed only in XFAIL:.
func parseConditions(file string, lineNo int, kw, value string) ([]Condition, error) {
	var conds []Condition
	for _, item := range strings.Split(value, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if item == "*" && kw == "XFAIL:" {
			conds = append(conds, Condition{Line: lineNo})
			continue
		}
		e, err := ParseBoolExpr(item)
		if err != nil {
			return nil, errorf(file, lineNo, "in %s list: %v", strings.TrimSuffix(kw, ":"), err)
		}
		conds = append(conds, Condition{Line: lineNo, Expr: e})
	}
	return conds, nil
}
