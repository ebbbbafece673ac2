<?php
/*
 * WordPress baseline provisioning, run by setup.sh with PHP CLI (as root).
 *   php wp-provision.php install   -> wp_install() if the site is not installed yet
 *   php wp-provision.php content   -> options, media (2 generated JPEGs), nav pages, landing page as front page
 * Both steps are idempotent. Everything is plain WordPress core API; no plugins, no wp-cli.
 * Environment: WPB_HOST (default wordpress.localhost:3210), WPB_ADMIN_PASS (install only).
 */
if (PHP_SAPI !== 'cli') { exit(1); }

$host = getenv('WPB_HOST') ?: 'wordpress.localhost:3210';
$mode = $argv[1] ?? '';
// Debian's /usr/share/wordpress/wp-config.php picks /etc/wordpress/config-<host>.php from HTTP_HOST.
$_SERVER['HTTP_HOST']       = $host;
$_SERVER['SERVER_NAME']     = preg_replace('/:.*/', '', $host);
$_SERVER['SERVER_PORT']     = (int) (parse_url('http://' . $host, PHP_URL_PORT) ?: 80);
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_SOFTWARE'] = 'nginx';   // not Apache: WordPress then never writes .htaccess

if ($mode === 'install') {
    define('WP_INSTALLING', true);
    require '/usr/share/wordpress/wp-load.php';
    function wp_new_blog_notification() {}   // pluggable: no "new site" mail (there is no MTA here)
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    if (is_blog_installed()) { echo "wp-provision: already installed\n"; exit(0); }
    $pass = getenv('WPB_ADMIN_PASS') ?: wp_generate_password(20, false);
    $r = wp_install('Harbor & Pine Renovation', 'admin', 'admin@wordpress.localhost', 1, '', $pass);
    update_option('siteurl', 'http://' . $host);
    update_option('home', 'http://' . $host);
    echo "wp-provision: installed, admin user id {$r['user_id']}\n";
    exit(0);
}
if ($mode !== 'content') { fwrite(STDERR, "usage: wp-provision.php install|content\n"); exit(2); }

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
global $wp_rewrite;

$admin = get_user_by('login', 'admin');
wp_set_current_user($admin->ID);          // unfiltered_html: block markup is stored as written

// ---- site options ---------------------------------------------------------------------------
update_option('siteurl', 'http://' . $host);
update_option('home', 'http://' . $host);
update_option('blogname', 'Harbor & Pine Renovation');
update_option('blogdescription', 'Kitchens, bathrooms and whole-home renovation since 1998');
update_option('upload_path', '/tmp/sitewerk-wp/uploads');
update_option('upload_url_path', 'http://' . $host . '/wp-content/uploads');
update_option('uploads_use_yearmonth_folders', 0);
update_option('timezone_string', 'Europe/Paris');
if (get_option('permalink_structure') !== '/%postname%/') {
    $wp_rewrite->set_permalink_structure('/%postname%/');
}
flush_rewrite_rules(false);               // soft flush: rules in the DB only, nginx does the routing
if (get_stylesheet() !== 'twentytwentythree') { switch_theme('twentytwentythree'); }

// Remove the default demo content a business site would not keep.
foreach (['hello-world' => 'post', 'sample-page' => 'page'] as $slug => $type) {
    $p = get_page_by_path($slug, OBJECT, $type);
    if ($p) { wp_delete_post($p->ID, true); }
}
wp_delete_comment(1, true);

// ---- media: two generated JPEGs in the media library ----------------------------------------
function wpb_make_jpeg($w, $h, $seed, $label) {
    $im = imagecreatetruecolor($w, $h);
    mt_srand($seed);
    for ($y = 0; $y < $h; $y++) {          // vertical gradient
        $t = $y / $h;
        $c = imagecolorallocate($im, (int) (30 + 60 * $t), (int) (70 + 90 * $t), (int) (110 + 100 * $t));
        imageline($im, 0, $y, $w, $y, $c);
    }
    for ($i = 0; $i < 60; $i++) {          // some shapes so the JPEG is not trivially small
        $c = imagecolorallocatealpha($im, mt_rand(120, 255), mt_rand(100, 230), mt_rand(60, 200), mt_rand(40, 100));
        imagefilledellipse($im, mt_rand(0, $w), mt_rand(0, $h), mt_rand(40, $w / 3), mt_rand(40, $h / 3), $c);
    }
    $white = imagecolorallocate($im, 255, 255, 255);
    imagestring($im, 5, 40, $h - 60, $label, $white);
    $file = wp_tempnam($label . '.jpg');
    imagejpeg($im, $file, 85);
    imagedestroy($im);
    return $file;
}

function wpb_attachment($key, $w, $h, $seed, $title, $alt) {
    $found = get_posts(['post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => 1,
                        'meta_key' => '_wpbase_asset', 'meta_value' => $key, 'fields' => 'ids']);
    if ($found && file_exists(get_attached_file($found[0]))) { return $found[0]; }
    if ($found) { wp_delete_attachment($found[0], true); }
    $tmp = wpb_make_jpeg($w, $h, $seed, $title);
    $id = media_handle_sideload(['name' => $key . '.jpg', 'tmp_name' => $tmp], 0, $title);
    if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message() . "\n"); exit(1); }
    update_post_meta($id, '_wp_attachment_image_alt', $alt);
    update_post_meta($id, '_wpbase_asset', $key);
    return $id;
}
$hero_id = wpb_attachment('hero-kitchen', 1600, 900, 7, 'Renovated kitchen', 'A bright renovated kitchen with an oak island');
$team_id = wpb_attachment('team-on-site', 900, 900, 11, 'Our team on site', 'Three crew members reviewing plans on site');
$hero_url = wp_get_attachment_image_url($hero_id, 'large');
$team_url = wp_get_attachment_image_url($team_id, 'full');

// ---- a few more pages so the header navigation (page list fallback) looks like a real site -----
function wpb_page($slug, $title, $content, $order) {
    $p = get_page_by_path($slug, OBJECT, 'page');
    $arr = ['post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $title,
            'post_content' => $content, 'menu_order' => $order, 'comment_status' => 'closed', 'ping_status' => 'closed'];
    if ($p) { $arr['ID'] = $p->ID; return wp_update_post(wp_slash($arr), true); }
    return wp_insert_post(wp_slash($arr), true);
}
$short = function ($t) { return "<!-- wp:paragraph -->\n<p>$t</p>\n<!-- /wp:paragraph -->"; };
wpb_page('services', 'Services', $short('Kitchens, bathrooms, lofts and extensions, planned and built by one team.'), 2);
wpb_page('about', 'About', $short('A family business of carpenters, plumbers and designers working since 1998.'), 3);
wpb_page('contact', 'Contact', $short('Call 01 23 45 67 89 or write to hello@harbor-pine.example.'), 4);

// ---- the landing page: about 50 blocks -------------------------------------------------------
require __DIR__ . '/landing-blocks.php';
$content = wpb_landing_blocks($hero_id, $hero_url, $team_id, $team_url);
$landing = wpb_page('home', 'Renovation done right, on time and on budget', $content, 1);
if (is_wp_error($landing)) { fwrite(STDERR, $landing->get_error_message() . "\n"); exit(1); }
update_option('show_on_front', 'page');
update_option('page_on_front', $landing);
update_option('page_for_posts', 0);

// ---- report ------------------------------------------------------------------------------------
function wpb_count($blocks, &$by) {
    $n = 0;
    foreach ($blocks as $b) {
        if ($b['blockName'] === null) { continue; }
        $by[$b['blockName']] = ($by[$b['blockName']] ?? 0) + 1;
        $n += 1 + wpb_count($b['innerBlocks'], $by);
    }
    return $n;
}
$by = [];
$parsed = parse_blocks(get_post($landing)->post_content);
$total = wpb_count($parsed, $by);
$top = count(array_filter($parsed, function ($b) { return $b['blockName'] !== null; }));
arsort($by);
$kinds = [];
foreach ($by as $k => $v) { $kinds[] = str_replace('core/', '', $k) . "=$v"; }
printf("wp-provision: landing page id %d (front page), %d blocks in all (%d top level, %d without list-item), %d bytes of post_content\n",
       $landing, $total, $top, $total - ($by['core/list-item'] ?? 0), strlen(get_post($landing)->post_content));
echo 'wp-provision: block kinds: ' . implode(' ', $kinds) . "\n";
file_put_contents('/tmp/sitewerk-wp/block-counts.txt', "total=$total top=$top without_list_item=" . ($total - ($by['core/list-item'] ?? 0)) . "\n" . implode(' ', $kinds) . "\n");
