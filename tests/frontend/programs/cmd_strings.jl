c = `ls -l`
d = ```
    echo hi
    ```
