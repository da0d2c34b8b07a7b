package checker

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math/bits"
	"os"
	"runtime"
	"strings"
	"sync"
	"syscall"
)

// Exit codes, as FileCheck uses them.
const (
	ExitSuccess  = 0 // all checks passed
	ExitMismatch = 1 // a check failed (also: bad command line)
	ExitError    = 2 // the check file, input or options are unusable
)

// DefaultDumpInputContext is the default of --dump-input-context.
const DefaultDumpInputContext = 5

// Options controls checking. The zero value is not quite FileCheck's
// default: use DefaultOptions.
type Options struct {
	// CheckPrefixes are the directive prefixes; empty means "CHECK".
	CheckPrefixes []string
	// CommentPrefixes start comments; empty means "COM" and "RUN".
	CommentPrefixes []string
	// AllowUnusedPrefixes permits check prefixes that never appear.
	AllowUnusedPrefixes bool
	// Defines are -D definitions: "VAR=VALUE" or "#[%fmt,]VAR=EXPR".
	Defines []string
	// StrictWhitespace disables collapsing runs of horizontal whitespace.
	StrictWhitespace bool
	// MatchFullLines requires positive matches to cover whole lines.
	MatchFullLines bool
	// IgnoreCase makes all matching case-insensitive.
	IgnoreCase bool
	// ImplicitCheckNot patterns are implicitly CHECK-NOT between all
	// positive matches.
	ImplicitCheckNot []string
	// AllowEmpty accepts an empty input.
	AllowEmpty bool
	// EnableVarScope clears variables not starting with '$' at each
	// CHECK-LABEL block.
	EnableVarScope bool
	// AllowDeprecatedDAGOverlap lets matches of a CHECK-DAG group overlap.
	AllowDeprecatedDAGOverlap bool
	// Verbose reports good matches too; VeryVerbose also reports
	// internal details (and implies Verbose).
	Verbose, VeryVerbose bool
	// DumpInput, DumpInputFilter and DumpInputContext control the
	// annotated input dump.
	DumpInput        DumpMode
	DumpInputFilter  DumpFilter
	DumpInputContext int
	// Color enables ANSI colors in diagnostics and the dump.
	Color bool
}

// DefaultOptions returns FileCheck's defaults.
func DefaultOptions() Options {
	return Options{DumpInputContext: DefaultDumpInputContext}
}

func (o *Options) checkPrefixes() []string {
	if len(o.CheckPrefixes) == 0 {
		return []string{"CHECK"}
	}
	return o.CheckPrefixes
}

func (o *Options) commentPrefixes() []string {
	if len(o.CommentPrefixes) == 0 {
		return []string{"COM", "RUN"}
	}
	return o.CommentPrefixes
}

func validPrefix(p string) bool {
	for i := 0; i < len(p); i++ {
		if c := p[i]; !isAlnum(c) && c != '_' && c != '-' {
			return false
		}
	}
	return true
}

// validatePrefixes reports (to w) the first invalid or duplicate prefix.
func validatePrefixes(w io.Writer, o *Options) bool {
	unique := map[string]bool{}
	if len(o.CheckPrefixes) == 0 {
		unique["CHECK"] = true
	}
	if len(o.CommentPrefixes) == 0 {
		unique["COM"], unique["RUN"] = true, true
	}
	for _, set := range []struct {
		kind     string
		prefixes []string
	}{{"check", o.CheckPrefixes}, {"comment", o.CommentPrefixes}} {
		for _, p := range set.prefixes {
			switch {
			case p == "":
				io.WriteString(w, "error: supplied "+set.kind+" prefix must not be the empty string\n")
				return false
			case !validPrefix(p):
				io.WriteString(w, "error: supplied "+set.kind+" prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '"+p+"'\n")
				return false
			case unique[p]:
				io.WriteString(w, "error: supplied "+set.kind+" prefix must be unique among check and comment prefixes: '"+p+"'\n")
				return false
			}
			unique[p] = true
		}
	}
	return true
}

// Config describes one FileCheck run.
type Config struct {
	Options
	// CheckFile is the check file path ("-" reads it from Stdin).
	CheckFile string
	// CheckData, when non-nil, is the check file's content; CheckFile is
	// then only its name in diagnostics.
	CheckData []byte
	// InputFile is the input path; "" or "-" means Stdin.
	InputFile string
	// InputData, when non-nil, is the input; InputFile is then only its
	// name in diagnostics ("-" or "" shows as "<stdin>").
	InputData []byte
	Stdin     io.Reader
	Stdout    io.Writer // receives --dump-input=help
	Stderr    io.Writer // receives diagnostics and the input dump
	// CommandLine is echoed when the input is empty, like FileCheck.
	CommandLine []string
}

// Run checks the input against the check file and returns FileCheck's exit
// code. Diagnostics go to cfg.Stderr.
func Run(cfg *Config) int {
	o := cfg.Options
	if o.VeryVerbose {
		o.Verbose = true
	}
	stderr := bufio.NewWriterSize(cfg.Stderr, 64<<10)
	defer stderr.Flush()
	w := stderr

	if o.DumpInput == DumpHelp {
		dumpHelp(cfg.Stdout, o.Color)
		return ExitSuccess
	}
	if cfg.CheckFile == "" {
		io.WriteString(w, "<check-file> not specified\n")
		return ExitError
	}
	bad := false
	for _, d := range o.Defines {
		switch strings.IndexByte(d, '=') {
		case -1:
			io.WriteString(w, "Missing equal sign in command-line definition '-D"+d+"'\n")
			bad = true
		case 0:
			io.WriteString(w, "Missing variable name in command-line definition '-D"+d+"'\n")
			bad = true
		}
	}
	if bad {
		return ExitError
	}
	if !validatePrefixes(w, &o) {
		return ExitError
	}

	// Buffers mapped or allocated here are freed when Run returns; nothing
	// refers to them afterwards.
	var releases []func()
	defer func() {
		for _, r := range releases {
			r()
		}
	}()
	checkData, err := cfg.CheckData, error(nil)
	if checkData == nil {
		var release func()
		checkData, release, err = readFile(cfg.CheckFile, cfg.Stdin)
		releases = append(releases, release)
	}
	if err != nil {
		io.WriteString(w, "Could not open check file '"+cfg.CheckFile+"': "+errnoMessage(err)+"\n")
		return ExitError
	}
	checkText, release := canonicalize(checkData, o.StrictWhitespace)
	releases = append(releases, release)
	checkSrc := NewSource(cfg.CheckFile, checkText)
	cf, code := readCheckFile(w, checkSrc, &o, o.Color)
	if code != 0 {
		return code
	}

	inputName := cfg.InputFile
	if inputName == "" {
		inputName = "-"
	}
	inputData := cfg.InputData
	if inputData == nil && inputName == "-" && cfg.CheckFile == "-" && cfg.CheckData == nil {
		// The check file already consumed standard input.
		inputData = []byte{}
	}
	if inputData == nil {
		var release func()
		inputData, release, err = readFile(inputName, cfg.Stdin)
		releases = append(releases, release)
	}
	if inputName == "-" {
		inputName = "<stdin>"
	}
	if err != nil {
		io.WriteString(w, "Could not open input file '"+inputName+"': "+errnoMessage(err)+"\n")
		return ExitError
	}
	if len(inputData) == 0 && !o.AllowEmpty {
		io.WriteString(w, "FileCheck error: '"+inputName+"' is empty.\n")
		io.WriteString(w, "FileCheck command line: ")
		for _, a := range cfg.CommandLine {
			io.WriteString(w, " "+a)
		}
		io.WriteString(w, "\n")
		return ExitError
	}
	inputData, release = canonicalize(inputData, o.StrictWhitespace)
	releases = append(releases, release)
	inSrc := NewSource(inputName, inputData)
	in := &matchInput{src: inSrc, data: inputData, lower: inputData}
	if o.IgnoreCase {
		// ASCII lower-casing keeps offsets, so literal searches can run
		// on the copy and report positions in the original.
		var release func()
		in.lower, release = allocBuffer(len(inputData))
		releases = append(releases, release)
		for i, c := range inputData {
			in.lower[i] = lowerByte(c)
		}
	}

	m := &matcher{w: w, color: o.Color, opts: &o, cf: cf, in: in}
	var diags []inputDiag
	if o.DumpInput != DumpNever {
		m.diags = &diags
	}
	code = ExitSuccess
	if !m.checkInput() {
		code = ExitMismatch
	}
	if o.DumpInput == DumpAlways || (code == ExitMismatch && o.DumpInput == DumpFail) {
		filter := o.DumpInputFilter
		if filter == FilterDefault {
			filter = FilterError
			if o.DumpInput == DumpAlways {
				filter = FilterAll
			}
		}
		io.WriteString(w, "\nInput file: "+inputName+"\nCheck file: "+cfg.CheckFile+"\n\n"+
			"-dump-input=help explains the following input dump.\n\n")
		anns, width := buildAnnotations(cf, diags)
		dumpInput(w, &o, filter, o.DumpInputContext, inputData, anns, width, o.Color)
	}
	return code
}

// readFile reads a file, or r for "-". Large regular files (also when
// given as standard input) are memory-mapped; release frees the mapping.
func readFile(name string, r io.Reader) (data []byte, release func(), err error) {
	nop := func() {}
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, nop, err
		}
		defer f.Close()
		if data, release, ok := mapFile(f); ok {
			return data, release, nil
		}
		data, err = readAll(f)
		return data, nop, err
	}
	if r == nil {
		return nil, nop, nil
	}
	if f, ok := r.(*os.File); ok {
		if data, release, ok := mapFile(f); ok {
			return data, release, nil
		}
	}
	data, err = readAll(r)
	return data, nop, err
}

// readAll reads r to the end, sizing the buffer up front when r is a
// regular file.
func readAll(r io.Reader) ([]byte, error) {
	if f, ok := r.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			buf := bytes.NewBuffer(make([]byte, 0, st.Size()+512))
			_, err := buf.ReadFrom(f)
			return buf.Bytes(), err
		}
	}
	return io.ReadAll(r)
}

// errnoMessage renders err like std::error_code::message.
func errnoMessage(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		s := errno.Error()
		if s != "" {
			return strings.ToUpper(s[:1]) + s[1:]
		}
	}
	return err.Error()
}

// canonicalize drops the '\r' of "\r\n" line endings and, unless strict,
// collapses each run of spaces and tabs into one space. The input is
// returned unchanged (not copied) when there is nothing to do; otherwise
// release frees the copy.
//
// Inputs can be large, so text between the places that change is copied in
// bulk, those places are found eight bytes at a time, and big inputs are
// split at line boundaries and processed in parallel.
func canonicalize(data []byte, strict bool) (out []byte, release func()) {
	first := nextFixup(data, 0, strict)
	if first < 0 {
		return data, func() {}
	}
	out, release = allocBuffer(len(data))
	workers := runtime.GOMAXPROCS(0)
	if len(data) < 4<<20 || workers < 2 {
		n := canonicalizeChunk(out, data, first, strict)
		return out[:n], release
	}
	// Chunks start after a '\n', so no whitespace run or "\r\n" spans two.
	bounds := []int{0}
	for k := 1; k < workers; k++ {
		at := len(data) * k / workers
		if at <= bounds[len(bounds)-1] {
			continue
		}
		j := bytes.IndexByte(data[at:], '\n')
		if j < 0 {
			break
		}
		if at+j+1 < len(data) {
			bounds = append(bounds, at+j+1)
		}
	}
	bounds = append(bounds, len(data))
	lens := make([]int, len(bounds)-1)
	var wg sync.WaitGroup
	for k := range lens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lo, hi := bounds[k], bounds[k+1]
			lens[k] = canonicalizeChunk(out[lo:hi], data[lo:hi], 0, strict)
		}()
	}
	wg.Wait()
	n := lens[0]
	for k := 1; k < len(lens); k++ {
		n += copy(out[n:], out[bounds[k]:bounds[k]+lens[k]])
	}
	return out[:n], release
}

// canonicalizeChunk canonicalizes data into out (len(out) >= len(data)),
// given that nothing changes before index i. It returns the output length.
func canonicalizeChunk(out, data []byte, i int, strict bool) int {
	if i = nextFixup(data, i, strict); i < 0 {
		return copy(out, data)
	}
	n := copy(out, data[:i])
	for i < len(data) {
		c := data[i]
		switch {
		case c == '\r' && i+1 < len(data) && data[i+1] == '\n':
			i++
		case !strict && (c == ' ' || c == '\t'):
			out[n] = ' '
			n++
			i++
			for i < len(data) && (data[i] == ' ' || data[i] == '\t') {
				i++
			}
		default:
			out[n] = c
			n++
			i++
		}
		j := nextFixup(data, i, strict)
		if j < 0 {
			j = len(data)
		}
		n += copy(out[n:], data[i:j])
		i = j
	}
	return n
}

const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// zeroBytes has the high bit set in exactly the bytes of x that are zero.
func zeroBytes(x uint64) uint64 {
	t := (x & ^uint64(msb)) + ^uint64(msb)
	return ^(t | x | ^uint64(msb))
}

// nextFixup returns the first index >= from where canonicalization changes
// something ('\r', '\t', or a space followed by a space or tab; a lone
// '\r' is a false positive the caller copies), or -1.
func nextFixup(data []byte, from int, strict bool) int {
	i := from
	for ; i+9 <= len(data); i += 8 {
		w := binary.LittleEndian.Uint64(data[i:])
		cr := zeroBytes(w ^ ('\r' * lsb))
		var m uint64
		if strict {
			m = cr
		} else {
			sp := zeroBytes(w ^ (' ' * lsb))
			tab := zeroBytes(w ^ ('\t' * lsb))
			// Whitespace in the byte after each byte, including the
			// first byte of the next word.
			next := data[i+8]
			ws := (sp | tab) >> 8
			if next == ' ' || next == '\t' {
				ws |= 0x80 << 56
			}
			m = cr | tab | (sp & ws)
		}
		if m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(data); i++ {
		switch c := data[i]; {
		case c == '\r':
			return i
		case strict:
		case c == '\t':
			return i
		case c == ' ' && i+1 < len(data) && (data[i+1] == ' ' || data[i+1] == '\t'):
			return i
		}
	}
	return -1
}
