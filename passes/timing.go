package passes

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"
)

// Timer measures named, nested sections of work for a report like
// mlir-opt's --mlir-timing. NewTimer starts the root; Start starts a child
// section and returns its timer, whose Stop adds the time since Start to
// the section. Starting a section of a name that the parent already has
// adds to it, so a pass run on many functions is one line.
//
// A Timer is safe for concurrent use: several goroutines may start and
// stop children of one parent at once. Each Start returns a distinct
// *Timer, so the sections they time add up; a section's time is then the
// sum over goroutines, which may exceed the wall time of its parent.
type Timer struct {
	node  *timerNode
	start time.Time
}

// timerNode is one line of the report: a section and its children.
type timerNode struct {
	name string

	mu       sync.Mutex
	total    time.Duration
	stopped  bool // the root: whether Stop has fixed its total
	children []*timerNode
	byName   map[string]*timerNode
}

// NewTimer returns a started root timer. Its time in the report is the
// time from NewTimer to its Stop, or to Report when it was not stopped.
func NewTimer() *Timer {
	return &Timer{node: &timerNode{name: "root"}, start: time.Now()}
}

// Start starts timing the section name under t and returns its timer.
// A nil *Timer times nothing: Start returns nil, and Stop on nil does
// nothing, so code can time unconditionally.
func (t *Timer) Start(name string) *Timer {
	if t == nil {
		return nil
	}
	n := t.node
	n.mu.Lock()
	child, ok := n.byName[name]
	if !ok {
		child = &timerNode{name: name}
		if n.byName == nil {
			n.byName = map[string]*timerNode{}
		}
		n.byName[name] = child
		n.children = append(n.children, child)
	}
	n.mu.Unlock()
	return &Timer{node: child, start: time.Now()}
}

// Stop adds the time since Start (or NewTimer) to the section.
func (t *Timer) Stop() {
	if t == nil {
		return
	}
	d := time.Since(t.start)
	t.node.mu.Lock()
	t.node.total += d
	t.node.stopped = true
	t.node.mu.Unlock()
}

// Add adds d to the section: for work timed by other means.
func (t *Timer) Add(d time.Duration) {
	if t == nil {
		return
	}
	t.node.mu.Lock()
	t.node.total += d
	t.node.mu.Unlock()
}

// timerLine is a node's name and time, read under its lock.
type timerLine struct {
	name     string
	seconds  float64
	children []*timerNode
}

func (n *timerNode) read() timerLine {
	n.mu.Lock()
	defer n.mu.Unlock()
	return timerLine{name: n.name, seconds: n.total.Seconds(), children: append([]*timerNode(nil), n.children...)}
}

// rootSeconds returns the total of the root timer: its stopped time, or
// the time since it started.
func (t *Timer) rootSeconds() float64 {
	t.node.mu.Lock()
	defer t.node.mu.Unlock()
	if t.node.stopped {
		return t.node.total.Seconds()
	}
	return time.Since(t.start).Seconds()
}

const timingBanner = "... Execution time report ..."

// Report writes the timing report in mlir-opt's tree display:
//
//	===-------------------------------------------------------------------------===
//	                         ... Execution time report ...
//	===-------------------------------------------------------------------------===
//	  Total Execution Time: 0.0009 seconds
//
//	  ----Wall Time----  ----Name----
//	    0.0005 ( 57.2%)  Parser
//	    0.0001 ( 13.3%)  'func.func' Pipeline
//	    0.0000 (  5.3%)    CSE
//	    ...
//	    0.0001 ( 16.7%)  Rest
//	    0.0009 (100.0%)  Total
//
// Sections appear in the order they were first started, children indented
// under their parent; Rest is the root's time not in any top-level
// section.
func (t *Timer) Report(w io.Writer) { t.report(w, false) }

// ReportList writes the report in mlir-opt's list display
// (--mlir-timing-display=list): every section once, merged by name over
// the whole tree, sorted by decreasing time.
func (t *Timer) ReportList(w io.Writer) { t.report(w, true) }

func (t *Timer) report(w io.Writer, list bool) {
	if t == nil {
		return
	}
	total := t.rootSeconds()
	var b strings.Builder
	writeBanner(&b, timingBanner)
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", total)
	b.WriteString("  ----Wall Time----  ----Name----\n")
	entry := func(indent int, name string, seconds float64) {
		pct := 0.0
		if total > 0 {
			pct = 100 * seconds / total
		}
		fmt.Fprintf(&b, "  %8.4f (%5.1f%%)  %s%s\n", seconds, pct, strings.Repeat(" ", indent), name)
	}
	root := t.node.read()
	if list {
		// As in mlir-opt, the list shows the root too.
		merged := map[string]float64{root.name: total}
		order := []string{root.name}
		var add func(n *timerNode)
		add = func(n *timerNode) {
			line := n.read()
			if _, seen := merged[line.name]; !seen {
				order = append(order, line.name)
			}
			merged[line.name] += line.seconds
			for _, c := range line.children {
				add(c)
			}
		}
		for _, c := range root.children {
			add(c)
		}
		sort.SliceStable(order, func(i, j int) bool { return merged[order[i]] > merged[order[j]] })
		for _, name := range order {
			entry(0, name, merged[name])
		}
	} else {
		var walk func(n *timerNode, indent int)
		walk = func(n *timerNode, indent int) {
			line := n.read()
			entry(indent, line.name, line.seconds)
			for _, c := range line.children {
				walk(c, indent+2)
			}
		}
		for _, c := range root.children {
			walk(c, 0)
		}
	}
	rest := total
	for _, c := range root.children {
		rest -= c.read().seconds
	}
	entry(0, "Rest", max(rest, 0))
	entry(0, "Total", total)
	io.WriteString(w, b.String())
}

// writeBanner writes the three-line banner of mlir-opt's reports.
func writeBanner(b *strings.Builder, title string) {
	rule := "===" + strings.Repeat("-", 73) + "===\n"
	b.WriteString(rule)
	b.WriteString(strings.Repeat(" ", (80-len(title))/2))
	b.WriteString(title)
	b.WriteByte('\n')
	b.WriteString(rule)
}
