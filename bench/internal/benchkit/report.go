package benchkit

import (
	"cmp"
	"encoding/xml"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// What the drivers' reports share: writing report.md and chart.svg, the
// command line to reproduce a run, small formatting helpers and the SVG
// drawing primitives of the charts.

// WriteReport writes report.md and chart.svg to dir and says so on
// progress.
func WriteReport(dir, markdown, svg string, progress io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	md, chart := filepath.Join(dir, "report.md"), filepath.Join(dir, "chart.svg")
	if err := os.WriteFile(md, []byte(markdown), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(chart, []byte(svg), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(progress, "wrote %s and %s\n", md, chart)
	return nil
}

// PrintReport writes the markdown report md to w and, unless path is
// "", to the file path (its directory made if needed).
func PrintReport(w io.Writer, path string, md []byte) error {
	if _, err := w.Write(md); err != nil {
		return err
	}
	if path == "" {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, md, 0o644)
}

// Command is how a report says to reproduce a run of the driver in
// bench/NAME with args.
func Command(name string, args []string) string {
	return strings.TrimSpace("go run ./bench/" + name + " " + strings.Join(args, " "))
}

// Plural writes "1 run", "3 runs".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// Cell makes s safe in a Markdown table cell.
func Cell(s string) string {
	return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "|", `\|`)
}

// FormatCount writes n with thousands separators: 1,000,000.
func FormatCount(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// FormatMiB writes n bytes in MiB, without the unit: "1.5".
func FormatMiB(n int64) string {
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64)
}

// MedianOf says what a chart's bars show: "median of 5 runs", or "1
// run".
func MedianOf(runs int) string {
	if runs == 1 {
		return "1 run"
	}
	return fmt.Sprintf("median of %d runs", runs)
}

// Esc escapes s for XML text.
func Esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

// SVG builds a chart.svg: horizontal bars, ticks, dashed targets and
// labels on a white background under a title.
type SVG struct{ b strings.Builder }

// NewSVG starts a chart of width x height in a sans-serif font of
// fontSize, with a bold title and a subtitle line under it.
func NewSVG(width, height, fontSize int, title, subtitle string) *SVG {
	s := &SVG{}
	s.Printf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="%d">`+"\n", width, height, width, height, fontSize)
	s.Printf(`<rect width="100%%" height="100%%" fill="white"/>` + "\n")
	s.Printf(`<text x="10" y="22" font-size="%d" font-weight="bold">%s</text>`+"\n", fontSize+4, Esc(title))
	s.Printf(`<text x="10" y="%d">%s</text>`+"\n", 18+2*fontSize, Esc(subtitle))
	return s
}

// Printf writes raw SVG.
func (s *SVG) Printf(format string, args ...any) { fmt.Fprintf(&s.b, format, args...) }

// Bar draws a filled rectangle.
func (s *SVG) Bar(x, y, w, h float64, fill string) {
	s.Printf(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n", x, y, w, h, fill)
}

// Tick draws the black tick that marks a bar's fastest run.
func (s *SVG) Tick(x, y, h float64) {
	s.Printf(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black" stroke-width="1.5"/>`+"\n", x, y, x, y+h)
}

// Dashed draws a dashed line, the way the charts mark a target.
func (s *SVG) Dashed(x1, y1, x2, y2 float64, color string) {
	s.Printf(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-dasharray="4 3"/>`+"\n", x1, y1, x2, y2, color)
}

// Text writes text starting at x.
func (s *SVG) Text(x, y float64, text string) {
	s.Printf(`<text x="%.1f" y="%.1f">%s</text>`+"\n", x, y, Esc(text))
}

// Label writes text ending at x: a row's name left of its bar.
func (s *SVG) Label(x, y float64, text string) {
	s.Printf(`<text x="%.1f" y="%.1f" text-anchor="end">%s</text>`+"\n", x, y, Esc(text))
}

// Bold writes bold text starting at x: a panel's heading.
func (s *SVG) Bold(x, y float64, text string) {
	s.Printf(`<text x="%.1f" y="%.1f" font-weight="bold">%s</text>`+"\n", x, y, Esc(text))
}

// Note writes small colored text centered on x: a target's label.
func (s *SVG) Note(x, y float64, color, text string) {
	s.Printf(`<text x="%.1f" y="%.1f" fill="%s" font-size="10" text-anchor="middle">%s</text>`+"\n", x, y, color, Esc(text))
}

// Swatch writes a legend entry: a square of color and its name.
func (s *SVG) Swatch(x, y int, color, name string) {
	s.Printf(`<rect x="%d" y="%d" width="12" height="12" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n", x, y, color, x+18, y+11, Esc(name))
}

// String ends the chart and returns it.
func (s *SVG) String() string { return s.b.String() + "</svg>\n" }

// OpsByName is the collapsed table of a workload's operations by name,
// most frequent first.
func OpsByName(counts map[string]int) string {
	names := slices.Sorted(maps.Keys(counts))
	slices.SortStableFunc(names, func(a, b string) int { return cmp.Compare(counts[b], counts[a]) })
	var b strings.Builder
	b.WriteString("\n<details><summary>Operations by name</summary>\n\n| operation | count |\n| --- | ---: |\n")
	for _, n := range names {
		fmt.Fprintf(&b, "| `%s` | %s |\n", n, FormatCount(counts[n]))
	}
	b.WriteString("\n</details>\n\n")
	return b.String()
}

// WriteWith creates the file at path and has gen write it, as the
// workload generators do; the file is closed either way.
func WriteWith[T any](path string, gen func(io.Writer) (T, error)) (T, error) {
	f, err := os.Create(path)
	if err != nil {
		var zero T
		return zero, err
	}
	st, err := gen(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return st, err
}
