package benchkit

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// TimingRow is one line of an `--mlir-timing` report: a timer, its depth in
// the tree (0 for top-level timers such as Parser or a pass run on the
// module) and its wall time.
type TimingRow struct {
	Name  string
	Depth int
	Wall  time.Duration
}

// TimingReport is what mlir-opt (and a tool that imitates it) prints to
// stderr with `--mlir-timing` in the default list display:
//
//	----User Time----  ----Wall Time----  ----Name----
//	  0.0005 ( 32.2%)    0.0005 ( 38.1%)  Parser
//	  0.0003 ( 15.5%)    0.0002 ( 11.6%)  'func.func' Pipeline
//	  0.0002 ( 12.9%)    0.0001 (  9.8%)    Canonicalizer
//
// The user-time column only appears when the tool ran work on several
// threads; the wall-time column always does.
type TimingReport struct {
	Rows []TimingRow // in the order printed, Total included
}

// ParseTimingReport finds the first execution time report in text (a
// tool's whole stderr) and reads its rows.
func ParseTimingReport(text string) (TimingReport, error) {
	lines := strings.Split(text, "\n")
	header := -1
	for i, l := range lines {
		if strings.Contains(l, "----Wall Time----") && strings.Contains(l, "----Name----") {
			header = i
			break
		}
	}
	if header < 0 {
		return TimingReport{}, errors.New("no execution time report (no ----Wall Time---- header)")
	}
	// The columns are "----X Time----" groups in order, then the name.
	var wallCol, numCols int
	for _, f := range strings.Fields(lines[header]) {
		if f == "----Name----" {
			break
		}
		if f == "----Wall" {
			wallCol = numCols
		}
		if strings.HasSuffix(f, "----") && !strings.HasPrefix(f, "----") {
			numCols++ // the "Time----" half of a group
		}
	}
	if numCols == 0 {
		return TimingReport{}, fmt.Errorf("cannot read the time report header %q", lines[header])
	}
	var rep TimingReport
	var indents []int
	for _, l := range lines[header+1:] {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "===") {
			break
		}
		row, indent, err := parseTimingRow(l, numCols, wallCol)
		if err != nil {
			return TimingReport{}, err
		}
		rep.Rows = append(rep.Rows, row)
		indents = append(indents, indent)
	}
	if len(rep.Rows) == 0 {
		return TimingReport{}, errors.New("the execution time report has no rows")
	}
	// Top-level names are the least indented (Total always is); each
	// level of nesting indents a name by two more spaces.
	top := slices.Min(indents)
	for i := range rep.Rows {
		rep.Rows[i].Depth = (indents[i] - top) / 2
	}
	return rep, nil
}

// parseTimingRow reads "  0.0005 ( 32.2%)  [0.0005 ( 38.1%)]  Name" and
// returns the row without its depth and the indentation of the name.
func parseTimingRow(l string, numCols, wallCol int) (TimingRow, int, error) {
	rest := l
	var row TimingRow
	for c := range numCols {
		rest = strings.TrimLeft(rest, " ")
		num, after, ok := strings.Cut(rest, " (")
		if !ok {
			return row, 0, fmt.Errorf("cannot read time report row %q", l)
		}
		secs, err := strconv.ParseFloat(num, 64)
		if err != nil {
			return row, 0, fmt.Errorf("cannot read time report row %q: %v", l, err)
		}
		_, after, ok = strings.Cut(after, "%)")
		if !ok {
			return row, 0, fmt.Errorf("cannot read time report row %q", l)
		}
		if c == wallCol {
			row.Wall = time.Duration(secs * float64(time.Second))
		}
		rest = after
	}
	name := strings.TrimLeft(rest, " ")
	row.Name = strings.TrimSpace(name)
	return row, len(rest) - len(name), nil
}

// Top returns the wall time of the top-level timer called name.
func (r TimingReport) Top(name string) (time.Duration, bool) {
	for _, row := range r.Rows {
		if row.Depth == 0 && row.Name == name {
			return row.Wall, true
		}
	}
	return 0, false
}

// Total is the wall time of the Total row.
func (r TimingReport) Total() time.Duration {
	t, _ := r.Top("Total")
	return t
}

// Passes is the time that is neither parsing nor printing: Total minus
// Parser and Output. It holds the passes, the verifier runs between them
// and the pass manager's own work ("Rest"), which is the part a pass
// manager can run on several threads.
func (r TimingReport) Passes() time.Duration {
	parse, _ := r.Top("Parser")
	output, _ := r.Top("Output")
	return r.Total() - parse - output
}
