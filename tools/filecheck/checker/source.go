package checker

import (
	"bytes"
	"errors"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Source is a named buffer that diagnostics can point into: the check file,
// the input, or a synthetic buffer such as "command line" for
// --implicit-check-not patterns.
type Source struct {
	Name string
	Data []byte

	newlines []int // offsets of '\n', computed on first use
	indexed  bool
}

// NewSource returns a Source for data.
func NewSource(name string, data []byte) *Source {
	return &Source{Name: name, Data: data}
}

func (s *Source) index() {
	if s.indexed {
		return
	}
	s.indexed = true
	n := bytes.Count(s.Data, []byte{'\n'})
	s.newlines = make([]int, 0, n)
	for off := 0; ; {
		i := bytes.IndexByte(s.Data[off:], '\n')
		if i < 0 {
			break
		}
		s.newlines = append(s.newlines, off+i)
		off += i + 1
	}
}

// LineCol returns the 1-based line and column of off, as llvm::SourceMgr
// computes them: lines are counted by '\n', and the column is relative to
// the last '\n' or '\r' before off.
func (s *Source) LineCol(off int) (line, col int) {
	s.index()
	line = sort.SearchInts(s.newlines, off) + 1
	lineStart := 0
	if line > 1 {
		lineStart = s.newlines[line-2] + 1
	}
	if j := bytes.LastIndexByte(s.Data[lineStart:off], '\r'); j >= 0 {
		lineStart += j + 1
	}
	return line, off - lineStart + 1
}

// sref is a string together with its position in a Source, the equivalent
// of an llvm::StringRef into a SourceMgr buffer.
type sref struct {
	src *Source
	off int
	s   string
}

func (r sref) drop(n int) sref {
	if n > len(r.s) {
		n = len(r.s)
	}
	return sref{r.src, r.off + n, r.s[n:]}
}

func (r sref) take(n int) sref {
	if n > len(r.s) {
		n = len(r.s)
	}
	return sref{r.src, r.off, r.s[:n]}
}

func (r sref) ltrim() sref {
	t := strings.TrimLeft(r.s, spaceChars)
	return r.drop(len(r.s) - len(t))
}

func (r sref) rtrim() sref {
	return r.take(len(strings.TrimRight(r.s, spaceChars)))
}

func (r sref) trim() sref { return r.ltrim().rtrim() }

func (r sref) loc() srcLoc { return srcLoc{r.src, r.off} }

// srcLoc is a position in a Source (an SMLoc).
type srcLoc struct {
	src *Source
	off int
}

// srcRange is a half-open range in one Source (an SMRange).
type srcRange struct {
	start, end srcLoc
}

type diagKind uint8

const (
	kindError diagKind = iota
	kindWarning
	kindNote
	kindRemark
)

var diagKindLabel = [...]string{"error: ", "warning: ", "note: ", "remark: "}

// diagnostic is a located message (an SMDiagnostic).
type diagnostic struct {
	loc    srcLoc
	kind   diagKind
	msg    string
	ranges []srcRange
}

const tabStop = 8

// print writes d in llvm::SMDiagnostic format: "file:line:col: kind: msg",
// then the source line and a caret line marking the location and ranges.
func (d *diagnostic) print(w io.Writer, color bool) {
	var b bytes.Buffer
	src := d.loc.src
	if src == nil {
		b.WriteString(colorize(color, colorBold, diagKindLabel[d.kind]+d.msg))
		b.WriteByte('\n')
		w.Write(b.Bytes())
		return
	}
	data := src.Data
	off := d.loc.off
	lineStart := off
	for lineStart > 0 && data[lineStart-1] != '\n' && data[lineStart-1] != '\r' {
		lineStart--
	}
	lineEnd := off
	for lineEnd < len(data) && data[lineEnd] != '\n' && data[lineEnd] != '\r' {
		lineEnd++
	}
	lineText := data[lineStart:lineEnd]
	line, col := src.LineCol(off)
	name := src.Name
	if name == "-" {
		name = "<stdin>"
	}
	head := name + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + ": "
	if color {
		// llvm::WithColor resets after the newline that ends the message.
		b.WriteString(colorBold + head + colorReset)
		b.WriteString(kindColor[d.kind] + diagKindLabel[d.kind] + colorReset)
		b.WriteString(colorBold + d.msg + "\n" + colorReset)
	} else {
		b.WriteString(head)
		b.WriteString(diagKindLabel[d.kind])
		b.WriteString(d.msg)
		b.WriteByte('\n')
	}

	for _, c := range lineText {
		if c >= 0x80 {
			// Like LLVM, give up on the caret line for non-ASCII lines.
			printSourceLine(&b, lineText)
			w.Write(b.Bytes())
			return
		}
	}
	caret := bytes.Repeat([]byte{' '}, len(lineText)+1)
	for _, r := range d.ranges {
		if r.start.src != src {
			continue
		}
		s, e := r.start.off, r.end.off
		if s > lineEnd || e < lineStart {
			continue
		}
		if s < lineStart {
			s = lineStart
		}
		if e > lineEnd {
			e = lineEnd
		}
		for i := s - lineStart; i < e-lineStart && i < len(caret); i++ {
			caret[i] = '~'
		}
	}
	colNo := off - lineStart
	if colNo <= len(lineText) {
		caret[colNo] = '^'
	} else {
		caret[len(lineText)] = '^'
	}
	caret = bytes.TrimRight(caret, " ")
	printSourceLine(&b, lineText)
	if color {
		b.WriteString(colorGreen)
	}
	outCol := 0
	for i, c := range caret {
		if i >= len(lineText) || lineText[i] != '\t' {
			b.WriteByte(c)
			outCol++
			continue
		}
		for {
			b.WriteByte(c)
			outCol++
			if outCol%tabStop == 0 {
				break
			}
		}
	}
	b.WriteByte('\n')
	if color {
		b.WriteString(colorReset)
	}
	w.Write(b.Bytes())
}

func printSourceLine(b *bytes.Buffer, line []byte) {
	outCol := 0
	for i := 0; i < len(line); {
		j := bytes.IndexByte(line[i:], '\t')
		if j < 0 {
			b.Write(line[i:])
			break
		}
		b.Write(line[i : i+j])
		outCol += j
		i += j + 1
		for {
			b.WriteByte(' ')
			outCol++
			if outCol%tabStop == 0 {
				break
			}
		}
	}
	b.WriteByte('\n')
}

// ANSI colors, used with --color as llvm::WithColor does.
const (
	colorReset   = "\x1b[0m"
	colorBold    = "\x1b[1m"
	colorRed     = "\x1b[0;1;31m"
	colorGreen   = "\x1b[0;1;32m"
	colorMagenta = "\x1b[0;1;35m"
	colorBlack   = "\x1b[0;1;30m"
	colorCyan    = "\x1b[0;1;36m"
	colorBlue    = "\x1b[0;1;34m"
)

var kindColor = [...]string{colorRed, colorMagenta, colorBlack, colorBlue}

func colorize(on bool, c, s string) string {
	if !on {
		return s
	}
	return c + s + colorReset
}

// Errors produced while parsing patterns and substituting values. They
// mirror the llvm::Error kinds FileCheck uses, because which kind an error
// is decides how (and whether with a trailing blank line) it is printed.

// diagError is an error carrying a located diagnostic (ErrorDiagnostic).
type diagError struct {
	diag  diagnostic
	rng   srcRange // the range the error is about, for the input dump
	noRng bool
}

func (e *diagError) Error() string { return e.diag.msg }

// newDiagError makes an error located at the start of r that is about all
// of r.
func newDiagError(r sref, msg string) *diagError {
	return &diagError{
		diag: diagnostic{loc: r.loc(), kind: kindError, msg: msg},
		rng:  srcRange{r.loc(), srcLoc{r.src, r.off + len(r.s)}},
	}
}

// newDiagErrorAt makes an error located at the start of r without range.
func newDiagErrorAt(r sref, msg string) *diagError {
	return &diagError{diag: diagnostic{loc: r.loc(), kind: kindError, msg: msg}, noRng: true}
}

// undefVarError reports a use of an undefined variable.
type undefVarError struct{ name sref }

func (e *undefVarError) Error() string { return "undefined variable: " + e.name.s }

// errOverflow reports an arithmetic overflow or a value that does not fit
// its format.
var errOverflow = errors.New("overflow error")

// errorList is several errors reported together (llvm::ErrorList).
type errorList []error

func (l errorList) Error() string {
	var s []string
	for _, e := range l {
		s = append(s, e.Error())
	}
	return strings.Join(s, "\n")
}

// joinErrors combines errors, flattening lists and dropping nils.
func joinErrors(errs ...error) error {
	var out errorList
	for _, e := range errs {
		switch e := e.(type) {
		case nil:
		case errorList:
			out = append(out, e...)
		default:
			out = append(out, e)
		}
	}
	switch len(out) {
	case 0:
		return nil
	case 1:
		return out[0]
	}
	return out
}

// eachError calls f for each error in err.
func eachError(err error, f func(error)) {
	if l, ok := err.(errorList); ok {
		for _, e := range l {
			f(e)
		}
		return
	}
	if err != nil {
		f(err)
	}
}
