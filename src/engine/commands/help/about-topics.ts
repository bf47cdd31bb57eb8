// The conceptual help topics `Get-Help about_*` shows. about_Svc is the tour: define an endpoint, call it, break it, fix it.
export const aboutTopics: Record<string, { synopsis: string; text: string }> = {
  about_Svc: {
    synopsis: 'A tour of svc: define a REST endpoint, call it, break it, fix it.',
    text: `
TOPIC
    about_Svc

SHORT DESCRIPTION
    A tour of svc: define a REST endpoint, call it, break it, fix it.

LONG DESCRIPTION
    svc is a PowerShell-style shell that serves REST endpoints whose behaviour is a
    script. The endpoint is served at once by the listener of this same shell
    (http://127.0.0.1:5000 by default), so you can call it from the next prompt.

  1. DEFINE AN ENDPOINT
    Route parameters (:name) become variables of the script; whatever the script
    writes becomes the response body (one string as text, objects as JSON).

        New-SvcEndpoint -Url /hello/:name -Endpoint {
            "Hello, $Name!"
        }

  2. CALL IT
        Invoke-RestMethod /hello/world
        Hello, world!

        New-SvcEndpoint -Url /user/:id -Endpoint {
            [pscustomobject]@{ Id = [int]$Id; Name = 'Ada' }
        }
        Invoke-RestMethod /user/7          # an object: Id 7, Name Ada

  3. BREAK IT
    A non-terminating error (Write-Error) does not change the status by default:
    the endpoint answers 200 with its output. Under -ErrorAction Stop any error
    ends the script with a 500 whose body is the error and its stack trace.

        New-SvcEndpoint -Url /oops -Endpoint { Write-Error "Whoa!" }
        Invoke-RestMethod /oops            # 200 with a blank body: errors stay out

        New-SvcEndpoint -Url /error -ErrorAction Stop -Endpoint {
            Write-Error "Whoa!"
        }
        Invoke-RestMethod /error
        Invoke-RestMethod: Whoa!
        at <ScriptBlock>, <No file>: line 2
        at <ScriptBlock>, <No file>: line 1

        try { Invoke-RestMethod /error } catch { $_.Exception.Message }
        Response status code does not indicate success: 500 (Internal Server Error).

  4. FIX IT
    Handle the error in the script, or answer explicitly with the status you mean.
    Redefining the same Url and method replaces the endpoint.

        New-SvcEndpoint -Url /error -ErrorAction Stop -Endpoint {
            try { Write-Error "Whoa!" -ErrorAction Stop }
            catch { New-SvcApiResponse -StatusCode 400 -Body $_.Exception.Message }
        }
        Invoke-RestMethod /error -SkipHttpErrorCheck
        Whoa!

  5. LOOK AROUND
        Get-SvcEndpoint                    # what is defined
        Get-SvcEndpoint -Url /error | Remove-SvcEndpoint
        Set-SvcSetting -DefaultErrorAction Stop
        Get-Command *Svc*                  # the svc commands
        Get-Help New-SvcEndpoint -Examples

SEE ALSO
    Get-Help New-SvcEndpoint -Full
    Get-Help Invoke-RestMethod
    about_CommonParameters (-ErrorAction, -ErrorVariable)
`,
  },
};
