#include <cstdio>
int main() { std::puts("juxla: under construction"); return 0; }
