package ir

// Parallel parsing of large files.
//
// Most of a large module is its functions, and a function's text can be
// parsed without the rest of the file: symbol references are by name, and
// the SSA names of a function body do not leak out of it. So a large file
// is parsed in three parts:
//
//   - A pre-scan (planChunks) finds, without lexing, the lines that start an
//     operation at the nesting depth of the module body (or of the file,
//     without an explicit module) and groups consecutive ones into chunks.
//   - Workers parse the chunks concurrently, each with a parser of its own
//     whose state is that of an empty module body, into detached blocks.
//   - The main goroutine runs the ordinary serial parser. Whenever it stands
//     at the start of a chunk, at the start of an operation of the body, in
//     the state the worker assumed, it takes the worker's operations instead
//     of parsing them, and jumps to where the worker stopped.
//
// The main parser decides everything: a chunk it cannot use (the pre-scan
// guessed wrong, the chunk failed to parse, or its text binds or uses SSA
// names or blocks of the body, which would tie it to its neighbours) it
// parses itself. So the result, and the first error, are those of the serial
// parser by construction; the workers only save it work.
//
// A worker's chunk is usable when its parse gives exactly what the serial
// parser would have given from the same point:
//
//   - it parsed only operations, without error, and stopped at or after the
//     planned end (the lookahead it saw there is the serial parser's);
//   - no SSA name of the body scope is bound or left pending, and no block
//     of the body is referenced: the serial parser's scopes are empty at the
//     splice (valueScope.live), so the chunk's names mean the same in both;
//   - aliases: a worker sees the aliases defined before the first chunk; the
//     main parser splices only while no alias has been defined since, and
//     `loc(#alias)` references to later aliases are resolved at the end of
//     the file as the serial parser resolves them.

import (
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
)

const (
	// defaultParallelMin is the smallest input parsed in parallel: below it
	// starting the workers costs more than they save.
	defaultParallelMin = 1 << 20
	// Chunks are sized so that each worker gets many of them (the main
	// parser splices them in order, so a late large chunk would stall it),
	// but not so small that their bookkeeping shows.
	minChunkBytes   = 32 << 10
	maxChunkBytes   = 256 << 10
	chunksPerWorker = 32
)

// parseChunk is a planned piece of the input: the operations starting at
// offset start, up to the first one starting at or after end.
type parseChunk struct {
	start, end int
	// line is the 1-based line of start; lineStart the offset of that line.
	line, lineStart int

	done chan struct{}
	res  chunkResult
}

// chunkResult is what a worker made of a chunk.
type chunkResult struct {
	ok    bool
	block *Block
	// The parser's state after the chunk: the main parser continues from it.
	lex          lexer
	tok          token
	prevEnd      int
	lines        lineCursor
	deferredLocs []deferredLoc
	aliasRefs    []*aliasLocRef
}

// parallelParse is the main parser's view of the workers.
type parallelParse struct {
	chunks  []*parseChunk
	threads int
	// next is the index of the first chunk the main parser has not reached;
	// nextStart its start, or maxInt when there is none.
	next      int
	nextStart int

	started  bool
	disabled bool
	// The state the workers assume, fixed when they start: the block of
	// the body, the nesting depth, the default dialects and how many
	// aliases are defined.
	body       *Block
	depth      int
	dialects   []string
	aliasCount int

	claimed atomic.Int64 // chunks handed to workers
	passed  atomic.Int64 // chunks the main parser no longer wants
	stop    atomic.Bool
	wg      sync.WaitGroup

	usable, unusable int
}

const maxInt = int(^uint(0) >> 1)

// planParallel returns the plan to parse p's source in parallel, or nil
// when it would not pay.
func planParallel(p *AsmParser, opts ParseOptions) *parallelParse {
	threads := opts.Threads
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	minSize := opts.parallelMin
	if minSize <= 0 {
		minSize = defaultParallelMin
	}
	if threads < 2 || len(p.src) < minSize {
		return nil
	}
	target := opts.chunkBytes
	if target <= 0 {
		target = min(max(len(p.src)/(threads*chunksPerWorker), minChunkBytes), maxChunkBytes)
	}
	from := 0
	if strings.HasPrefix(p.src, "\xEF\xBB\xBF") {
		from = 3
	}
	chunks := planChunks(p.src, from, target)
	if len(chunks) < 2 {
		return nil
	}
	return &parallelParse{chunks: chunks, threads: threads, nextStart: chunks[0].start}
}

// --- pre-scan ---

// lineEntry is the first token of a line.
type lineEntry struct {
	off, line, lineStart int
	depth                int
	opStart              bool
}

// Byte classes of the pre-scan.
const (
	scanOther = iota
	scanNewline
	scanQuote
	scanSlash
	scanOpen
	scanClose
)

var scanClasses = func() (t [256]uint8) {
	t['\n'] = scanNewline
	t['"'] = scanQuote
	t['/'] = scanSlash
	t['{'], t['('], t['['] = scanOpen, scanOpen, scanOpen
	t['}'], t[')'], t[']'] = scanClose, scanClose, scanClose
	return t
}()

// planChunks scans src from offset from and returns the chunks to parse in
// parallel. It follows strings, comments and the nesting of braces,
// parentheses and square brackets (`{-#` and `#-}` nest like braces), and
// notes the first token of every line. The operations to split are those of
// the file's top level when it holds several, otherwise those of the first
// depth below it where lines start operations: the body of `module {` or of
// `"builtin.module"() ({`. A line starts an operation when its first token
// is a dotted bare identifier (a custom operation name), `module`, or a
// string (a generic operation name); results (`%x = `) bind names of the
// body and are left to the serial parser. A mistake costs time, not
// correctness: the main parser only takes what it can verify.
func planChunks(src string, from, target int) []*parseChunk {
	entries := scanLines(src, from)
	topOps := 0
	minDepth := -1
	for _, e := range entries {
		if !e.opStart {
			continue
		}
		if e.depth == 0 {
			topOps++
		} else if minDepth < 0 || e.depth < minDepth {
			minDepth = e.depth
		}
	}
	depth := minDepth
	if topOps >= 2 {
		depth = 0
	}
	if depth < 0 {
		return nil
	}
	var chunks []*parseChunk
	var cur *parseChunk
	for _, e := range entries {
		if e.depth > depth {
			continue
		}
		if cur != nil && (!e.opStart || e.depth < depth || e.off-cur.start >= target) {
			cur.end = e.off
			chunks = append(chunks, cur)
			cur = nil
		}
		if cur == nil && e.opStart && e.depth == depth {
			cur = &parseChunk{start: e.off, line: e.line, lineStart: e.lineStart, done: make(chan struct{})}
		}
	}
	if cur != nil {
		cur.end = len(src)
		chunks = append(chunks, cur)
	}
	return chunks
}

// scanLines returns the first tokens of the lines of src from offset from,
// at the nesting depths planChunks may choose (the depth before the
// token): 0 to 2 at first, 0 to 1 once an operation line of depth 1 is seen
// (in the custom form, depth 2 holds the function bodies), and only 0 once
// two operation lines of depth 0 are.
func scanLines(src string, from int) []lineEntry {
	var entries []lineEntry
	depth, line := 0, 1+countNewlines(src[:from])
	maxDepth, topOps := 2, 0
	lowerMax := func(d int) {
		maxDepth = d
		n := 0
		for _, e := range entries {
			if e.depth <= d {
				entries[n] = e
				n++
			}
		}
		entries = entries[:n]
	}
	// atLine handles the line starting at offset lineStart, from offset i:
	// it skips blanks and records the first token, and returns where the
	// scan continues.
	atLine := func(i, lineStart int) int {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\r') {
			i++
		}
		if i >= len(src) || src[i] == '\n' || depth < 0 || depth > maxDepth {
			return i
		}
		if src[i] == '/' && i+1 < len(src) && src[i+1] == '/' {
			return i // a comment line: the scan skips it
		}
		e := lineEntry{off: i, line: line, lineStart: lineStart, depth: depth}
		switch c := src[i]; {
		case c == '"':
			e.opStart = true
		case isLetter(c) || c == '_':
			j := i + 1
			dotted := false
			for j < len(src) && isIdentChar(src[j]) {
				dotted = dotted || src[j] == '.'
				j++
			}
			e.opStart = dotted || src[i:j] == "module"
		}
		if e.opStart && depth == 0 {
			topOps++
		}
		entries = append(entries, e)
		switch {
		case topOps >= 2 && maxDepth > 0:
			lowerMax(0)
		case e.opStart && depth == 1 && maxDepth > 1:
			lowerMax(1)
		}
		return i
	}
	// The line of from starts before it when from skips a byte order mark.
	i := atLine(from, strings.LastIndexByte(src[:from], '\n')+1)
	for i < len(src) {
		// Most bytes are neither brackets nor quotes: skip them in a tight
		// loop.
		for i < len(src) && scanClasses[src[i]] == scanOther {
			i++
		}
		if i >= len(src) {
			break
		}
		switch scanClasses[src[i]] {
		case scanNewline:
			line++
			i = atLine(i+1, i+1)
		case scanQuote:
			// A string ends at its closing quote; an unterminated one at
			// the end of the line, as the lexer gives up there.
			i++
			for i < len(src) {
				c := src[i]
				if c == '"' {
					i++
					break
				}
				if c == '\n' {
					break
				}
				if c == '\\' && i+1 < len(src) && src[i+1] != '\n' {
					i++
				}
				i++
			}
		case scanSlash:
			if i+1 < len(src) && src[i+1] == '/' {
				for i < len(src) && src[i] != '\n' {
					i++
				}
			} else {
				i++
			}
		case scanOpen:
			depth++
			i++
		case scanClose:
			depth--
			i++
		}
	}
	return entries
}

func countNewlines(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			n++
		}
	}
	return n
}

// --- the main parser's side ---

// trySplice is called by the main parser where it would parse an operation
// of block into. When a usable chunk starts at the current token, it
// appends the chunk's operations to into, moves the parser past them and
// returns true.
func (p *AsmParser) trySplice(into *Block) bool {
	pp := p.par
	for pp.next < len(pp.chunks) && pp.chunks[pp.next].start < p.tok.start {
		// Passed by: the serial parser went through it. Drop what a
		// worker made of it, unless the worker is still at it.
		c := pp.chunks[pp.next]
		select {
		case <-c.done:
			c.res = chunkResult{}
		default:
		}
		pp.next++
	}
	// Workers skip the chunks the main parser will not ask for.
	pp.passed.Store(int64(pp.next))
	if pp.next == len(pp.chunks) {
		pp.nextStart = maxInt
		return false
	}
	c := pp.chunks[pp.next]
	pp.nextStart = c.start
	if c.start != p.tok.start {
		return false
	}
	pp.next++
	if pp.next < len(pp.chunks) {
		pp.nextStart = pp.chunks[pp.next].start
	} else {
		pp.nextStart = maxInt
	}
	if !p.scopesEmpty() {
		return false
	}
	if !pp.started {
		p.startWorkers(into, pp.next-1)
	} else if !p.inWorkerState(into) {
		return false
	}
	<-c.done
	r := &c.res
	if !r.ok {
		*r = chunkResult{}
		// The serial parser takes it from here; when it is not a one-off,
		// the file's top-level operations depend on each other and the
		// workers are wasting a core.
		pp.unusable++
		if pp.unusable >= 4 && pp.unusable > pp.usable {
			pp.disabled = true
			pp.nextStart = maxInt
			pp.stop.Store(true)
		}
		return false
	}
	pp.usable++
	for op := r.block.first; op != nil; {
		next := op.next
		op.Remove()
		into.Append(op)
		op = next
	}
	p.deferredLocs = append(p.deferredLocs, r.deferredLocs...)
	p.aliasRefs = append(p.aliasRefs, r.aliasRefs...)
	p.lex, p.tok, p.prevEnd = r.lex, r.tok, r.prevEnd
	if r.lines.off >= p.lines.off {
		p.lines = r.lines
	}
	c.res = chunkResult{}
	return true
}

// scopesEmpty reports whether no SSA name is bound or pending in the
// scopes being parsed.
func (p *AsmParser) scopesEmpty() bool {
	for _, s := range p.valueScopes {
		if s.live != 0 {
			return false
		}
	}
	return true
}

// inWorkerState reports whether the main parser is in the state the workers
// assumed: in the same block, at the same depth, with the same default
// dialects and aliases.
func (p *AsmParser) inWorkerState(into *Block) bool {
	pp := p.par
	if into != pp.body || p.depth != pp.depth || len(p.attrAliases)+len(p.typeAliases) != pp.aliasCount ||
		len(p.defaultDialects) != len(pp.dialects) {
		return false
	}
	for i, d := range pp.dialects {
		if p.defaultDialects[i] != d {
			return false
		}
	}
	return true
}

// startWorkers starts the workers on the chunks from index first, in the
// main parser's current state.
func (p *AsmParser) startWorkers(into *Block, first int) {
	pp := p.par
	pp.started = true
	pp.body, pp.depth = into, p.depth
	pp.dialects = append([]string(nil), p.defaultDialects...)
	pp.aliasCount = len(p.attrAliases) + len(p.typeAliases)
	pp.claimed.Store(int64(first))
	// The workers share copies of the alias tables: the main parser may
	// define more aliases while they run.
	typeAliases := make(map[string]Type, len(p.typeAliases))
	for k, v := range p.typeAliases {
		typeAliases[k] = v
	}
	attrAliases := make(map[string]Attribute, len(p.attrAliases))
	for k, v := range p.attrAliases {
		attrAliases[k] = v
	}
	for range min(pp.threads, len(pp.chunks)-first) {
		w := newParser(p.ctx, "", p.src)
		w.file, w.locs.file = p.file, p.locs.file
		w.typeAliases, w.attrAliases = typeAliases, attrAliases
		pp.wg.Add(1)
		go func() {
			defer pp.wg.Done()
			w.work(pp)
		}()
	}
}

// parallelStats tells tests what the parallel parser did.
type parallelStats struct {
	chunks, spliced, unusable int
}

// shutdown stops the workers and waits for them; stats, when not nil,
// receives what happened.
func (pp *parallelParse) shutdown(stats *parallelStats) {
	pp.stop.Store(true)
	pp.wg.Wait()
	if stats != nil {
		*stats = parallelStats{chunks: len(pp.chunks), spliced: pp.usable, unusable: pp.unusable}
	}
}

// --- the workers' side ---

// work parses chunks in order until there are none left.
func (w *AsmParser) work(pp *parallelParse) {
	for !pp.stop.Load() {
		i := int(pp.claimed.Add(1) - 1)
		if i >= len(pp.chunks) {
			return
		}
		c := pp.chunks[i]
		if int64(i) >= pp.passed.Load() {
			c.res = w.parseChunk(pp, c)
		}
		close(c.done)
	}
}

// parseChunk parses the operations of c as the body of a module.
func (w *AsmParser) parseChunk(pp *parallelParse, c *parseChunk) (res chunkResult) {
	// A dialect hook that panics on this text is a bug, but it is the
	// serial parser's to meet, on the caller's goroutine, and only if it
	// gets that far: an earlier error would end the parse first.
	defer func() {
		if recover() != nil {
			res = chunkResult{}
		}
	}()
	w.lex = lexer{src: w.src, pos: c.start}
	w.tok = w.lex.next()
	w.prevEnd = c.start
	w.lines = lineCursor{off: c.lineStart, line: c.line, lineStart: c.lineStart}
	w.valueScopes = w.valueScopes[:0]
	w.pushValueScope(true)
	w.blockScopes = w.blockScopes[:0]
	w.pushBlockScope()
	clear(w.forwardRefs)
	w.deferredLocs, w.aliasRefs = nil, nil
	w.defaultDialects = append(w.defaultDialects[:0], pp.dialects...)
	w.frames = w.frames[:0]
	w.fmtDepth = 0
	w.depth = pp.depth
	w.rawScratch, w.valScratch = w.rawScratch[:0], w.valScratch[:0]
	w.attrScratch, w.typeScratch = w.attrScratch[:0], w.typeScratch[:0]
	w.argScratch, w.useScratch = w.argScratch[:0], w.useScratch[:0]

	b := &Block{}
	for w.tok.start < c.end {
		switch w.tok.kind {
		case tokBareIdent, tokString, tokPercentIdent:
		default:
			return chunkResult{}
		}
		if w.parseOperation(b) != nil || pp.stop.Load() {
			return chunkResult{}
		}
	}
	if w.tok.kind == tokError || len(w.forwardRefs) > 0 || w.valueScopes[0].live > 0 ||
		len(w.blockScopes[0].byName) > 0 {
		return chunkResult{}
	}
	return chunkResult{
		ok: true, block: b,
		lex: w.lex, tok: w.tok, prevEnd: w.prevEnd, lines: w.lines,
		deferredLocs: w.deferredLocs, aliasRefs: w.aliasRefs,
	}
}
