<?php
// The HTTP calls of Efí's official PHP SDK (efipay/sdk-php-apis-efi 1.19), made the way it makes
// them, with the HTTP client it uses (Guzzle, here Debian's php-guzzlehttp-guzzle), as its own
// examples configure it: sandbox mode, `responseHeaders => true`. The SDK itself cannot be
// installed here (it is published on Packagist and GitHub only); this script is our own code that
// repeats, step for step, what it sends and how it reads each answer:
//   - Efi\Request: a Guzzle client with base_uri https://cobrancas-h.api.efipay.com.br and default
//     headers Content-Type: application/json, api-sdk: efi-php-<version>, Connection: Keep-Alive;
//   - Efi\Auth: POST /v1/authorize with Basic auth and {"grant_type":"client_credentials"}, the
//     answer handed to a function that takes an array;
//   - Efi\Request::processResponse: with responseHeaders, the header array of the answer and its
//     `Content-Type` looked up by that exact name; JSON decoded only when it says application/json,
//     otherwise the body kept as a string;
//   - Efi\ApiRequest: each call with 'json' => the body or null, Authorization: Bearer <token>;
//   - a 4xx becomes an EfiException whose code/error come from the JSON error body.
// The proxy and its CA come from the environment only: HTTPS_PROXY (Guzzle reads it) and
// `php -d curl.cainfo=<ca>` — the application is not told about the sandbox.
//
// Usage: php efi-sdk-calls.php <client_id> <client_secret> <today YYYY-MM-DD> <responseHeaders 0|1>
// Prints one JSON object per step, one per line.

declare(strict_types=1);

require_once '/usr/share/php/GuzzleHttp/autoload.php';

use GuzzleHttp\Client;
use GuzzleHttp\Exception\ClientException;
use Psr\Http\Message\ResponseInterface;

if (!extension_loaded('curl')) {
    fwrite(STDERR, "the curl extension is missing (Debian: php-curl); the SDK's Guzzle needs it to use a proxy\n");
    exit(2);
}

[$_, $clientId, $clientSecret, $today, $withHeaders] = $argv;
$responseHeaders = $withHeaders === '1';
const SDK_VERSION = '1.19.0';

/** What the SDK returns with responseHeaders on (Efi\Response). */
final class SdkResponse
{
    public function __construct(public mixed $body, public array $headers) {}
}

/** What the SDK throws for a 4xx (Efi\Exception\EfiException, CHARGES flavour). */
final class SdkException extends Exception
{
    public function __construct(public mixed $apiCode, public string $error, public mixed $errorDescription, public array $headers)
    {
        parent::__construct(is_string($errorDescription) ? $errorDescription : json_encode($errorDescription));
    }
}

$client = new Client([
    'debug' => false,
    'base_uri' => 'https://cobrancas-h.api.efipay.com.br',
    'headers' => ['Content-Type' => 'application/json', 'api-sdk' => 'efi-php-' . SDK_VERSION, 'Connection' => 'Keep-Alive'],
]);

function processResponse(ResponseInterface $response, bool $responseHeaders): mixed
{
    $headers = $responseHeaders ? $response->getHeaders() : $response->getHeader('Content-Type');
    // The exact-name lookup that a server writing `content-type` defeats.
    $contentType = !empty($headers['Content-Type'][0]) ? $headers['Content-Type'][0] : (!empty($headers[0]) ? $headers[0] : null);
    $body = (!empty($contentType) && stristr($contentType, 'application/json'))
        ? json_decode((string) $response->getBody(), true)
        : $response->getBody()->getContents();
    $body = $body ?: ['code' => $response->getStatusCode()];
    return $responseHeaders ? new SdkResponse($body, $headers) : $body;
}

function send(Client $client, string $method, string $route, array $options, bool $responseHeaders): mixed
{
    try {
        return processResponse($client->request($method, $route, $options), $responseHeaders);
    } catch (ClientException $e) {
        $answer = $e->getResponse();
        $error = json_decode((string) $answer->getBody(), true);
        if (!is_array($error)) $error = ['error' => $answer->getReasonPhrase(), 'error_description' => (string) $answer->getBody()];
        throw new SdkException($error['code'] ?? $answer->getStatusCode(), $error['error'] ?? 'request_error', $error['error_description'] ?? null, $answer->getHeaders());
    }
}

/** Efi\Auth takes the authorization answer as an array: a string here is the SDK's TypeError. */
function accessTokenOf(array $response): string
{
    return $response['access_token'];
}

function authorize(Client $client, string $clientId, string $clientSecret, bool $responseHeaders): string
{
    $response = send($client, 'POST', '/v1/authorize', [
        'auth' => [$clientId, $clientSecret],
        'json' => ['grant_type' => 'client_credentials'],
        'timeout' => 30.0,
        'api-sdk' => 'efi-php-' . SDK_VERSION,
    ], $responseHeaders);
    return accessTokenOf($responseHeaders ? $response->body : $response);
}

/** One SDK method call (Efi\Endpoints → Efi\ApiRequest::send): authorize, then the call. */
function call(Client $client, string $method, string $route, array $body, array $credentials, bool $responseHeaders): mixed
{
    $token = authorize($client, $credentials[0], $credentials[1], $responseHeaders);
    return send($client, $method, $route, [
        'json' => empty($body) ? null : $body,
        'timeout' => 30.0,
        'headers' => ['Authorization' => 'Bearer ' . $token, 'api-sdk' => 'efi-php-' . SDK_VERSION, 'Connection' => 'Keep-Alive'],
    ], $responseHeaders);
}

function report(string $step, mixed $response, bool $responseHeaders): void
{
    $line = $responseHeaders
        ? ['step' => $step, 'body' => $response->body, 'header_names' => array_keys($response->headers)]
        : ['step' => $step, 'body' => $response];
    echo json_encode($line, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), "\n";
}

$credentials = [$clientId, $clientSecret];
$dueDate = (new DateTimeImmutable($today))->modify('+10 days')->format('Y-m-d');

// examples/charges/billet/createCharge.php
$created = call($client, 'POST', '/v1/charge', [
    'items' => [['name' => 'Product 1', 'amount' => 1, 'value' => 1000], ['name' => 'Product 2', 'amount' => 2, 'value' => 2000]],
    'shippings' => [['name' => 'Shipping to City', 'value' => 2000]],
    'metadata' => ['custom_id' => 'Order_00001', 'notification_url' => 'https://your-domain.com.br/notification/'],
], $credentials, $responseHeaders);
report('createCharge', $created, $responseHeaders);
$chargeId = ($responseHeaders ? $created->body : $created)['data']['charge_id'];

// examples/charges/billet/detailBillet.php
report('detailCharge', call($client, 'GET', "/v1/charge/$chargeId", [], $credentials, $responseHeaders), $responseHeaders);

// examples/charges/billet/updateBilletMetadata.php
report('updateChargeMetadata', call($client, 'PUT', "/v1/charge/$chargeId/metadata", [
    'custom_id' => 'Order_0001',
    'notification_url' => 'https://your-domain.com.br/notification',
], $credentials, $responseHeaders), $responseHeaders);

// examples/charges/billet/createOneStepBillet.php (its dates moved to after the sandbox's today)
report('createOneStepCharge', call($client, 'POST', '/v1/charge/one-step', [
    'items' => [['name' => 'Product 1', 'amount' => 1, 'value' => 9990], ['name' => 'Product 2', 'amount' => 1, 'value' => 1500]],
    'shippings' => [['name' => 'Shipping to City', 'value' => 1200]],
    'metadata' => ['custom_id' => 'Order_00001', 'notification_url' => 'https://your-domain.com.br/notification/'],
    'payment' => ['banking_billet' => [
        'expire_at' => $dueDate,
        'message' => "This is a space\n of up to 80 characters\n to tell\n your client something",
        'customer' => ['name' => 'Gorbadoc Oldbuck', 'cpf' => '94271564656'],
        'discount' => ['type' => 'currency', 'value' => 599],
        'conditional_discount' => ['type' => 'percentage', 'value' => 500, 'until_date' => $dueDate],
        'configurations' => ['fine' => 200, 'interest' => 33],
    ]],
], $credentials, $responseHeaders), $responseHeaders);

// examples/charges/billet/cancelBillet.php
report('cancelCharge', call($client, 'PUT', "/v1/charge/$chargeId/cancel", [], $credentials, $responseHeaders), $responseHeaders);

// detailBillet.php as printed, with "id" => 0: the example's catch (EfiException $e) branch.
try {
    call($client, 'GET', '/v1/charge/0', [], $credentials, $responseHeaders);
    echo json_encode(['step' => 'detailCharge(0)', 'error' => 'no exception']), "\n";
} catch (SdkException $e) {
    echo json_encode(['step' => 'detailCharge(0)', 'code' => $e->apiCode, 'error' => $e->error, 'error_description' => $e->errorDescription], JSON_UNESCAPED_UNICODE), "\n";
}
