package opt

import (
	"bytes"
	"errors"
	"io"
	"unsafe"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// SplitMarker is the line that separates the chunks of an input under
// --split-input-file, and the chunks of the output.
const SplitMarker = "// -----"

// Chunk is a part of an input file under --split-input-file: lines
// FirstLine..LastLine (1-based, inclusive), at bytes Start..End.
type Chunk struct {
	FirstLine, LastLine int
	Start, End          int
}

// SplitInput cuts text at the lines that hold only SplitMarker (give or
// take surrounding blanks). A text without one is a single chunk.
//
// mlir-opt 16 cuts at the marker wherever it appears, even inside a line
// or as the start of "// ------"; taking only whole lines keeps a longer
// rule of dashes, or the marker quoted in a comment, from cutting an
// input in two.
func SplitInput(text []byte) []Chunk {
	var chunks []Chunk
	cur := Chunk{FirstLine: 1}
	line := 1
	for off := 0; off < len(text); line++ {
		end := bytes.IndexByte(text[off:], '\n')
		next := len(text)
		if end >= 0 {
			end += off
			next = end + 1
		} else {
			end = len(text)
		}
		if string(bytes.TrimSpace(text[off:end])) == SplitMarker {
			cur.LastLine, cur.End = line-1, off
			chunks = append(chunks, cur)
			cur = Chunk{FirstLine: line + 1, Start: next}
		}
		off = next
	}
	cur.LastLine, cur.End = line-1, len(text)
	if cur.LastLine < cur.FirstLine-1 {
		cur.LastLine = cur.FirstLine - 1
	}
	return append(chunks, cur)
}

// Processor runs strata-opt's work on inputs: parse, verify, run the
// passes, print; and reports the diagnostics, or under VerifyDiagnostics
// checks them against the input's expectations. It is MLIR's
// MlirOptMain without the command line.
type Processor struct {
	Options
	// Context holds the dialects; every input and chunk shares it.
	Context *ir.Context
	// Prog names the tool in messages that have no location.
	Prog string
	// Diagnostics receives what goes to stderr.
	Diagnostics io.Writer
	// Parse parses a source into a module; nil means
	// builtin.ParseModuleWith. The options name the file and may ask to
	// be told how far the parse has come (ParseOptions.Consumed).
	Parse func(ctx *ir.Context, text []byte, opts ir.ParseOptions) (*ir.Operation, error)
	// RunPasses, when set, runs the pass pipeline on the verified module,
	// returning the diagnostics it reported besides its error.
	RunPasses func(m *ir.Operation) ([]*ir.Diagnostic, error)
	// Time, when set, is called when a stage ("Parser", "Output")
	// starts, and returns the function to call when it ends.
	Time func(stage string) (stop func())
}

// Process processes src, whole or (under SplitInputFile) chunk by chunk,
// writing the output to out: the printed module, or under SplitInputFile
// the outputs of the chunks separated by SplitMarker lines (a failed chunk
// gives an empty output), as mlir-opt does. It returns whether everything
// succeeded; err is only an error writing out.
//
// src.Text must not change until Process returns: the diagnostics read it
// as a string, which is not a copy, so that a large input is in memory
// once rather than twice. When the input is one module read from a file
// (src.Path set, neither SplitInputFile nor VerifyDiagnostics), Process
// sets src.Text to nil once it is parsed: the IR holds nothing of it, and
// a diagnostic that shows a source line reads the file again. The memory
// of a large input is then free for the passes and the printer.
func (p *Processor) Process(src *Source, out io.Writer) (ok bool, err error) {
	srcs := ir.NewSourceFiles()
	if !p.SplitInputFile {
		chunk := Chunk{FirstLine: 1, LastLine: bytes.Count(src.Text, []byte{'\n'}) + 1, End: len(src.Text)}
		if src.Path != "" && !p.VerifyDiagnostics {
			srcs.AddPath(src.Name, src.Path)
			return p.processChunk(src, chunk, srcs, true, out)
		}
		srcs.Add(src.Name, textOf(src))
		return p.processChunk(src, chunk, srcs, false, out)
	}
	srcs.Add(src.Name, textOf(src))
	ok = true
	for i, chunk := range SplitInput(src.Text) {
		if i > 0 {
			if _, err := io.WriteString(out, "\n"+SplitMarker+"\n"); err != nil {
				return false, err
			}
		}
		// A chunk's output goes out whole or not at all.
		var buf bytes.Buffer
		chunkOK, err := p.processChunk(src, chunk, srcs, false, &buf)
		if err != nil {
			return false, err
		}
		ok = ok && chunkOK
		if _, err := out.Write(buf.Bytes()); err != nil {
			return false, err
		}
	}
	return ok, nil
}

// textOf returns the text of src as a string sharing its bytes, which
// must not change while it is in use.
func textOf(src *Source) string {
	return unsafe.String(unsafe.SliceData(src.Text), len(src.Text))
}

// processChunk processes lines chunk.FirstLine..LastLine of src; release
// says to drop src.Text once it is parsed.
func (p *Processor) processChunk(src *Source, chunk Chunk, srcs *ir.SourceFiles, release bool, out io.Writer) (bool, error) {
	var verifier *diagVerifier
	reportedError := false
	report := func(d *ir.Diagnostic) {
		reportedError = reportedError || d.Severity == ir.SeverityError
		ir.DiagnosticPrinter{Sources: srcs, ShowOperation: true}.Print(p.Diagnostics, d)
	}
	if p.VerifyDiagnostics {
		verifier = newDiagVerifier(p.Diagnostics, srcs, src.Name, textOf(src), chunk.FirstLine, chunk.LastLine)
		report = verifier.handle
	}
	m, ok := p.load(src, chunk, release, report)
	if ok && p.RunPasses != nil {
		diags, err := p.RunPasses(m)
		for _, d := range diags {
			report(d)
		}
		if err != nil {
			p.reportError(err, report)
		}
		// An error a pass reported without failing still fails the run:
		// the exit status must not say all is well after an error.
		ok = err == nil && !reportedError
	}
	var err error
	if ok {
		stop := p.time("Output")
		err = PrintModule(out, m, p.Print)
		stop()
	}
	if verifier != nil {
		// Under --verify-diagnostics, failing as expected is success.
		return verifier.finish(), err
	}
	return ok, err
}

// load parses and verifies the chunk; the source is padded with the
// lines before it, so that locations are those of the whole file.
func (p *Processor) load(src *Source, chunk Chunk, release bool, report func(*ir.Diagnostic)) (*ir.Operation, bool) {
	defer p.time("Parser")()
	text := src.Text
	popts := ir.ParseOptions{Filename: src.Name}
	if release {
		// Nothing but the parser reads the text from here on: the pages
		// it has read can go (mapped files), and the text goes with the
		// parser.
		src.Text = nil
		popts.Consumed = src.consumed
		defer src.consumed(len(text))
	}
	if chunk.Start > 0 || chunk.End < len(text) {
		padded := make([]byte, 0, chunk.FirstLine-1+chunk.End-chunk.Start)
		padded = append(padded, bytes.Repeat([]byte{'\n'}, chunk.FirstLine-1)...)
		text = append(padded, text[chunk.Start:chunk.End]...)
	}
	parse := p.Parse
	if parse == nil {
		parse = builtin.ParseModuleWith
	}
	m, err := parse(p.Context, text, popts)
	if err == nil {
		threads := 0
		if p.DisableThreading {
			threads = 1
		}
		err = ir.VerifyWith(m, ir.VerifyOptions{Threads: threads})
	}
	if err != nil {
		p.reportError(err, report)
		return nil, false
	}
	return m, true
}

func (p *Processor) time(stage string) func() {
	if p.Time == nil {
		return func() {}
	}
	return p.Time(stage)
}

// reportError reports each diagnostic err holds (one, or several joined
// with errors.Join); any other error becomes an unlocated error
// diagnostic.
func (p *Processor) reportError(err error, report func(*ir.Diagnostic)) {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range joined.Unwrap() {
			p.reportError(e, report)
		}
		return
	}
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		report(d)
		return
	}
	report(ir.Errorf(ir.UnknownLoc{}, "%s", err.Error()))
}
