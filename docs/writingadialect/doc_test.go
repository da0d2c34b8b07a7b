package writingadialect_test

import (
	"os"
	"strings"
	"testing"
)

// TestTutorialMatchesExample keeps docs/writing-a-dialect.md from drifting
// away from the code go test runs: its ```go blocks, in order, must be
// example_test.go verbatim and all of it (but the examples' Output
// comments), and its ```text blocks, in order, must be their output.
func TestTutorialMatchesExample(t *testing.T) {
	md, err := os.ReadFile("../writing-a-dialect.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	code, output, ok := splitOutput(string(src))
	if !ok {
		t.Fatal("example_test.go has no // Output: comment")
	}

	pos := 0
	var shown strings.Builder
	for _, b := range fencedBlocks(string(md)) {
		switch b.lang {
		case "go":
			i := strings.Index(code[pos:], b.text)
			if i < 0 {
				t.Errorf("writing-a-dialect.md:%d: the go block is not in example_test.go (after the previous block):\n%s", b.line, b.text)
				continue
			}
			if gap := code[pos : pos+i]; strings.TrimSpace(gap) != "" {
				t.Errorf("writing-a-dialect.md:%d: example_test.go has code before this block that the tutorial does not show:\n%s", b.line, gap)
			}
			pos += i + len(b.text)
		case "text":
			shown.WriteString(b.text)
		}
	}
	if rest := code[pos:]; strings.TrimSpace(rest) != "" {
		t.Errorf("example_test.go ends with code the tutorial does not show:\n%s", rest)
	}
	if shown.String() != output {
		t.Errorf("the text blocks of writing-a-dialect.md are not the example's output:\n%s\nwant:\n%s", shown.String(), output)
	}
}

type fencedBlock struct {
	lang, text string
	line       int // of the opening fence, 1-based
}

// fencedBlocks returns the ``` blocks of md, with their text ending in a
// newline.
func fencedBlocks(md string) []fencedBlock {
	var blocks []fencedBlock
	var cur *fencedBlock
	for i, line := range strings.Split(md, "\n") {
		switch {
		case cur == nil && strings.HasPrefix(line, "```"):
			cur = &fencedBlock{lang: strings.TrimSpace(line[3:]), line: i + 1}
		case cur != nil && line == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.text += line + "\n"
		}
	}
	return blocks
}

// splitOutput splits the example source at its "// Output:" comments into
// the code before, between and after them, which the tutorial shows, and
// the expected output of all the examples, in order, without the comment
// markers. The closing brace that follows each Output comment is not code
// the tutorial shows: the tutorial's text block stands for the comment
// and the end of its example.
func splitOutput(src string) (code, output string, ok bool) {
	const marker = "\t// Output:\n"
	var c, out strings.Builder
	for {
		i := strings.Index(src, marker)
		if i < 0 {
			c.WriteString(src)
			return c.String(), out.String(), ok
		}
		ok = true
		c.WriteString(src[:i])
		lines := strings.SplitAfter(src[i+len(marker):], "\n")
		n := 0
		for ; n < len(lines) && strings.HasPrefix(lines[n], "\t//"); n++ {
			line := strings.TrimSuffix(lines[n], "\n")
			out.WriteString(strings.TrimPrefix(strings.TrimPrefix(line, "\t//"), " ") + "\n")
		}
		if n < len(lines) && strings.TrimSpace(lines[n]) == "}" {
			n++
		}
		src = strings.Join(lines[n:], "")
	}
}
