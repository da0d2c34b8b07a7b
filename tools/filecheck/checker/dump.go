package checker

import (
	"bytes"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// DumpMode selects when the annotated input is dumped (--dump-input).
type DumpMode uint8

const (
	DumpFail   DumpMode = iota // on failure (the default)
	DumpHelp                   // explain the dump format and exit
	DumpAlways                 // always
	DumpNever                  // never
)

// DumpFilter selects which input lines the dump shows (--dump-input-filter).
type DumpFilter uint8

const (
	FilterDefault        DumpFilter = iota // error for DumpFail, all for DumpAlways
	FilterAll                              // every line
	FilterAnnotationFull                   // lines with annotations
	FilterAnnotation                       // lines where annotations start
	FilterError                            // lines where error annotations start
)

// DumpHelpText is printed by --dump-input=help.
const DumpHelpText = `The following description was requested by -dump-input=help to
explain the input dump printed by FileCheck.

Related command-line options:

  - -dump-input=<value> enables or disables the input dump
  - -dump-input-filter=<value> filters the input lines
  - -dump-input-context=<N> adjusts the context of filtered lines
  - -v and -vv add more annotations
  - -color forces colors to be enabled both in the dump and below
  - -help documents the above options in more detail

These options can also be set via FILECHECK_OPTS.  For example, for
maximum debugging output on failures:

  $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check

Input dump annotation format:

  - L:     labels line number L of the input file
           An extra space is added after each input line to represent the
           newline character
  - T:L    labels the only match result for either (1) a pattern of type T from
           line L of the check file if L is an integer or (2) the I-th implicit
           pattern if L is "imp" followed by an integer I (index origin one)
  - T:L'N  labels the Nth match result for such a pattern
  - ^~~    marks good match (reported if -v)
  - !~~    marks bad match, such as:
           - CHECK-NEXT on same line as previous match (error)
           - CHECK-NOT found (error)
           - CHECK-DAG overlapping match (discarded, reported if -vv)
  - X~~    marks search range when no match is found, such as:
           - CHECK-NEXT not found (error)
           - CHECK-NOT not found (success, reported if -vv)
           - CHECK-DAG not found after discarded matches (error)
  - ?      marks fuzzy match when no match is found
  - ...    indicates elided input lines and annotations, as specified by
           -dump-input-filter and -dump-input-context
  - colors `

// dumpHelp writes the --dump-input=help text.
func dumpHelp(w io.Writer, color bool) {
	text := DumpHelpText
	if color {
		for _, m := range []string{"L:", "T:L", "T:L'N", "^~~", "!~~", "X~~", "?", "..."} {
			pad := strings.Repeat(" ", 7-len(m))
			text = strings.Replace(text, "\n  - "+m+pad, "\n  - "+colorBold+m+colorReset+pad, 1)
		}
	}
	io.WriteString(w, text)
	words := []struct{ color, text string }{
		{colorGreen, "success"}, {colorRed, "error"}, {colorMagenta, "fuzzy match"},
		{colorCyan, "discarded match"}, {"\x1b[0;1;46m", "unmatched input"},
	}
	for i, wd := range words {
		if i > 0 {
			io.WriteString(w, ", ")
		}
		io.WriteString(w, colorize(color, wd.color, wd.text))
	}
	io.WriteString(w, "\n")
}

type marker struct {
	lead          byte
	color         string
	note          string
	filterAsError bool
}

func markerFor(mt matchType) marker {
	switch mt {
	case matchFoundAndExpected:
		return marker{'^', colorGreen, "", false}
	case matchFoundButExcluded:
		return marker{'!', colorRed, "error: no match expected", true}
	case matchFoundButWrongLine:
		return marker{'!', colorRed, "error: match on wrong line", true}
	case matchFoundButDiscarded:
		return marker{'!', colorCyan, "discard: overlaps earlier match", false}
	case matchFoundErrorNote:
		return marker{'!', colorRed, "error: unknown error after match", true}
	case matchNoneAndExcluded:
		return marker{'X', colorGreen, "", false}
	case matchNoneButExpected:
		return marker{'X', colorRed, "error: no match found", true}
	case matchNoneForInvalidPattern:
		return marker{'X', colorRed, "error: match failed for invalid pattern", true}
	case matchFuzzy:
		return marker{'?', colorMagenta, "possible intended match", true}
	}
	panic("checker: unexpected match type")
}

type annotation struct {
	diagIndex     int
	label         string
	firstLine     bool
	line          int
	startCol      int
	endCol        int // math.MaxInt: to the end of the line
	marker        marker
	foundExpected bool
}

// buildAnnotations turns the recorded diagnostics into per-line marks.
func buildAnnotations(cf *checkFile, diags []inputDiag) ([]annotation, int) {
	perPattern := map[srcLoc]int{}
	for _, d := range diags {
		perPattern[d.checkLoc]++
	}
	index := map[srcLoc]int{}
	labelWidth := 0
	var anns []annotation
	for i, d := range diags {
		a := annotation{diagIndex: i}
		label := d.checkTy.abbrev() + ":"
		if d.checkLoc.src == cf.src {
			l, _ := cf.src.LineCol(d.checkLoc.off)
			label += strconv.Itoa(l)
		} else {
			found := false
			for k, s := range cf.implicit {
				if s == d.checkLoc.src {
					label += "imp" + strconv.Itoa(k+1)
					found = true
				}
			}
			if !found {
				panic("checker: diagnostic for a pattern outside the check file and command line")
			}
		}
		if perPattern[d.checkLoc] > 1 {
			label += "'" + strconv.Itoa(index[d.checkLoc])
			index[d.checkLoc]++
		}
		a.label = label
		labelWidth = max(labelWidth, len(label))
		a.marker = markerFor(d.matchTy)
		if d.note != "" {
			a.marker.note = d.note
			// A note without a range gets no mark: it is not about the
			// text at that position.
			if d.startLine == d.endLine && d.startCol == d.endCol {
				a.marker.lead = ' '
			}
		}
		if d.matchTy == matchFoundErrorNote {
			a.marker.note = "error: " + a.marker.note
		}
		a.foundExpected = d.matchTy == matchFoundAndExpected
		a.firstLine = true
		a.line = d.startLine
		a.startCol = d.startCol
		if d.startLine == d.endLine {
			a.endCol = max(d.startCol+1, d.endCol)
			anns = append(anns, a)
			continue
		}
		a.endCol = math.MaxInt
		anns = append(anns, a)
		for l := d.startLine + 1; l <= d.endLine; l++ {
			if d.endCol == 1 && l == d.endLine {
				break
			}
			b := a
			b.firstLine = false
			b.line = l
			b.marker.lead = '~'
			b.marker.note = ""
			b.startCol = 1
			b.endCol = math.MaxInt
			if l == d.endLine {
				b.endCol = d.endCol
			}
			anns = append(anns, b)
		}
	}
	return anns, labelWidth
}

func nextLineInFilter(filter DumpFilter, line int, anns []annotation) int {
	if filter == FilterAll {
		return line
	}
	for _, a := range anns {
		switch filter {
		case FilterAnnotationFull:
			return a.line
		case FilterAnnotation:
			if a.firstLine {
				return a.line
			}
		case FilterError:
			if a.firstLine && a.marker.filterAsError {
				return a.line
			}
		}
	}
	return math.MaxInt
}

// elided collects dump output that may be replaced by an ellipsis. Only
// whether it exceeds the ellipsis height matters once it does, so the text
// is dropped then (the input may be huge).
type elided struct {
	buf   bytes.Buffer
	lines int
}

const ellipsisLines = 3

func (e *elided) full() bool { return e.lines > ellipsisLines }

func (e *elided) Write(p []byte) (int, error) {
	if !e.full() {
		e.buf.Write(p)
		e.lines += bytes.Count(p, []byte{'\n'})
		if e.full() {
			e.buf.Reset()
		}
	}
	return len(p), nil
}

func (e *elided) flush(w io.Writer, labelWidth int, color bool) {
	if e.lines == 0 && e.buf.Len() == 0 {
		return
	}
	if e.full() {
		for i := 0; i < ellipsisLines; i++ {
			io.WriteString(w, colorize(color, colorBlack, strings.Repeat(" ", labelWidth-1)+"."))
			io.WriteString(w, "\n")
		}
	} else {
		w.Write(e.buf.Bytes())
	}
	e.buf.Reset()
	e.lines = 0
}

// dumpInput writes the annotated input.
func dumpInput(w io.Writer, o *Options, filter DumpFilter, context int, input []byte, anns []annotation, labelWidth int, color bool) {
	io.WriteString(w, "Input was:\n<<<<<<\n")
	if color {
		// LLVM probes the stream's color support with a WithColor that
		// emits an empty bold span.
		io.WriteString(w, colorBold+colorReset)
	}
	sort.SliceStable(anns, func(i, j int) bool {
		if anns[i].line != anns[j].line {
			return anns[i].line < anns[j].line
		}
		return anns[i].diagIndex < anns[j].diagIndex
	})
	lineCount := bytes.Count(input, []byte{'\n'})
	if len(input) > 0 && input[len(input)-1] != '\n' {
		lineCount++
	}
	lineNoWidth := 1
	if lineCount > 0 {
		lineNoWidth = int(math.Log10(float64(lineCount))) + 1
	}
	labelWidth = max(labelWidth, lineNoWidth) + 3

	prevInFilter := 0
	nextInFilter := 0
	var el elided
	var lineBuf bytes.Buffer
	pos := 0
	ai := 0
	for line := 1; pos < len(input) || ai < len(anns); line++ {
		if nextInFilter < line {
			nextInFilter = nextLineInFilter(filter, line, anns[ai:])
		}
		if nextInFilter == line {
			prevInFilter = line
		}
		var out io.Writer = w
		elide := (prevInFilter == 0 || prevInFilter+context < line) &&
			(nextInFilter == math.MaxInt || line+context < nextInFilter)
		if elide {
			out = &el
		} else {
			el.flush(w, labelWidth, color)
		}

		lineStart := pos
		lineEnd := len(input)
		if j := bytes.IndexByte(input[pos:], '\n'); j >= 0 {
			lineEnd = pos + j + 1
		}
		pos = lineEnd
		lineWidth := lineEnd - lineStart

		if elide && el.full() {
			// Nothing of this line can show up in the output.
			for ai < len(anns) && anns[ai].line == line {
				ai++
			}
			continue
		}

		lineBuf.Reset()
		num := strconv.Itoa(line)
		lineBuf.WriteString(colorize(color, colorBlack, strings.Repeat(" ", max(0, labelWidth-len(num)))+num+": "))
		text := input[lineStart:lineEnd]
		if o.Verbose && color {
			writeHighlighted(&lineBuf, text, line, anns[ai:])
		} else {
			if color {
				lineBuf.WriteString(colorBold)
			}
			if n := len(text); n > 0 && text[n-1] == '\n' {
				lineBuf.Write(text[:n-1])
				lineBuf.WriteByte(' ')
			} else {
				lineBuf.Write(text)
			}
			if color {
				lineBuf.WriteString(colorReset)
			}
		}
		lineBuf.WriteByte('\n')

		for ai < len(anns) && anns[ai].line == line {
			a := &anns[ai]
			if color {
				lineBuf.WriteString(a.marker.color)
			}
			lineBuf.WriteString(a.label)
			lineBuf.WriteString(strings.Repeat(" ", max(0, labelWidth-len(a.label))))
			lineBuf.WriteString("  ")
			col := 1
			for ; col < a.startCol; col++ {
				lineBuf.WriteByte(' ')
			}
			lineBuf.WriteByte(a.marker.lead)
			for col++; col < a.endCol && col <= lineWidth; col++ {
				lineBuf.WriteByte('~')
			}
			if a.marker.note != "" {
				for ; col <= lineWidth; col++ {
					lineBuf.WriteByte(' ')
				}
				lineBuf.WriteByte(' ')
				lineBuf.WriteString(a.marker.note)
			}
			lineBuf.WriteByte('\n')
			if color {
				lineBuf.WriteString(colorReset)
			}
			ai++
		}
		out.Write(lineBuf.Bytes())
	}
	el.flush(w, labelWidth, color)
	io.WriteString(w, ">>>>>>\n")
}

// writeHighlighted writes an input line for -v with colors: text not
// covered by a good match is highlighted.
func writeHighlighted(b *bytes.Buffer, text []byte, line int, anns []annotation) {
	var good []annotation
	for _, a := range anns {
		if a.line != line {
			break
		}
		if a.foundExpected {
			good = append(good, a)
		}
	}
	const unmatched = "\x1b[0;1;46m"
	b.WriteString(colorBold)
	b.WriteString(unmatched)
	in := false
	for i, ch := range text {
		col := i + 1
		was := in
		in = false
		for _, g := range good {
			if g.startCol <= col && col < g.endCol {
				in = true
				break
			}
		}
		if !was && in {
			b.WriteString(colorReset)
		} else if was && !in {
			b.WriteString(unmatched)
		}
		if ch == '\n' {
			b.WriteByte(' ')
		} else {
			b.WriteByte(ch)
		}
	}
	b.WriteString(colorReset)
}
